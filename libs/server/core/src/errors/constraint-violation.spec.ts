import { QueryFailedError } from 'typeorm';
import { violatedConstraint } from './constraint-violation';

describe('violatedConstraint', () => {
  it('names the index a failed write ran into', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'uq_reviews_booking' });
    expect(violatedConstraint(new QueryFailedError('insert …', [], pgError))).toBe('uq_reviews_booking');
  });

  it('is undefined for every other error', () => {
    expect(violatedConstraint(new Error('boom'))).toBeUndefined();
    expect(violatedConstraint(null)).toBeUndefined();
    expect(violatedConstraint('text')).toBeUndefined();
    expect(violatedConstraint({ driverError: null })).toBeUndefined();
    expect(violatedConstraint({ driverError: { code: 'ECONNRESET' } })).toBeUndefined();
    expect(violatedConstraint({ driverError: { constraint: 42 } })).toBeUndefined();
  });
});
