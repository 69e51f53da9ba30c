import { ApiError, refusalMessage } from './api-error';
import { type ApiErrorBody } from '@chefs/contracts';

const answer = (status: number, body: Partial<ApiErrorBody> | null) =>
  new ApiError(status, `${status}: ${body ? JSON.stringify(body) : 'Conflict'}`, body as ApiErrorBody | null);

describe('refusalMessage', () => {
  it('is the server’s message on a 409', () => {
    expect(refusalMessage(answer(409, { statusCode: 409, message: 'This chef is already approved.' }))).toBe(
      'This chef is already approved.',
    );
  });

  it('is the server’s message on a 400 without field errors, and nothing when the fields carry them', () => {
    expect(refusalMessage(answer(400, { statusCode: 400, message: 'A rejection reason is required' }))).toBe(
      'A rejection reason is required',
    );
    expect(
      refusalMessage(
        answer(400, { statusCode: 400, message: 'Bad Request', errors: [{ field: 'zipCode', message: 'Valid zip' }] }),
      ),
    ).toBeNull();
  });

  it('is nothing for other failures, or when the body is not the API’s', () => {
    expect(refusalMessage(answer(503, { statusCode: 503, message: 'Payment service unavailable' }))).toBeNull();
    expect(refusalMessage(answer(404, { statusCode: 404, message: 'Chef Not Found' }))).toBeNull();
    expect(refusalMessage(answer(409, null))).toBeNull();
    expect(refusalMessage(answer(409, { statusCode: 409, message: '  ' }))).toBeNull();
    // A framework's own 400 may carry a list of messages: not a sentence to show as it is.
    expect(
      refusalMessage(answer(400, { statusCode: 400, message: ['a', 'b'] } as unknown as Partial<ApiErrorBody>)),
    ).toBeNull();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('ApiError.userMessage', () => {
  it("is the server's message when it is text, else the whole error message", () => {
    expect(answer(409, { statusCode: 409, message: ' Already booked. ' }).userMessage).toBe('Already booked.');
    expect(answer(500, null).userMessage).toBe('500: Conflict');
    const list = answer(400, { statusCode: 400, message: ['a', 'b'] } as unknown as Partial<ApiErrorBody>);
    expect(list.userMessage).toBe(list.message);
  });
});
