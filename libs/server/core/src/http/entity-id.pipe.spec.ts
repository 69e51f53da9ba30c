import { DomainError } from '../errors/domain-error';
import { toApiErrorBody } from '../errors/api-error-body';
import { EntityIdPipe } from './entity-id.pipe';

describe('EntityIdPipe', () => {
  const pipe = new EntityIdPipe('Chef Not Found');

  it('passes positive whole numbers', () => {
    expect(pipe.transform('12')).toBe(12);
  });

  it.each(['abc', '1.5', '-3', '0', '', '99999999999'])('answers 404 with the message for %p', (raw) => {
    let err: unknown;
    try {
      pipe.transform(raw);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DomainError);
    expect(toApiErrorBody(err)).toMatchObject({ statusCode: 404, message: 'Chef Not Found' });
  });
});
