import { ApiError, isUnauthorizedError } from './api-error';
import { apiRequest } from './api-request';
import { installFakeFetch, UNAUTHORIZED } from './testing';

describe('apiRequest', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('sends JSON with credentials and resolves with the parsed body', async () => {
    fake = installFakeFetch({ 'POST /api/bookings': { status: 201, body: { id: 9 } } });
    await expect(apiRequest('POST', '/api/bookings', { chefId: 1 })).resolves.toEqual({ id: 9 });
    expect(fake.calls).toEqual([{ method: 'POST', url: '/api/bookings', body: { chefId: 1 }, credentials: 'include' }]);
  });

  it('resolves with undefined for an empty body', async () => {
    fake = installFakeFetch({ 'DELETE /api/notifications/subscribe': { status: 204 } });
    await expect(apiRequest('DELETE', '/api/notifications/subscribe', { endpoint: 'x' })).resolves.toBeUndefined();
  });

  it('rejects with "<status>: <body text>" and keeps the parsed error body', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'This chef is already booked for that date and time.' };
    fake = installFakeFetch({ 'POST /api/bookings': { status: 409, body } });
    const error = await apiRequest('POST', '/api/bookings', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).userMessage).toBe('This chef is already booked for that date and time.');
  });

  it('uses the status text when the error body is empty', async () => {
    fake = installFakeFetch({ 'GET /api/home': { status: 503, statusText: 'Service Unavailable' } });
    await expect(apiRequest('GET', '/api/home')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('isUnauthorizedError', () => {
  it('is true for a 401 whose text says Unauthorized', async () => {
    const fake = installFakeFetch({ 'GET /api/home': UNAUTHORIZED });
    const error = await apiRequest('GET', '/api/home').catch((e: unknown) => e);
    fake.restore();
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isUnauthorizedError(new Error('403: {"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: '))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
