import { ApiError } from '@chefs/api-client';
import { subscribeFailureMessage } from './subscribe-failure';
import { canSubmitSubscription, subscriptionEmailError } from './subscribe-rules';

describe('recipe subscribe rules', () => {
  it('submits only a non-empty address containing "@" (docs/product.md §5)', () => {
    expect(canSubmitSubscription('')).toBe(false);
    expect(canSubmitSubscription('   ')).toBe(false);
    expect(canSubmitSubscription('casey.demo.test')).toBe(false);
    expect(canSubmitSubscription('casey@demo.test')).toBe(true);
  });

  it("uses the shared rule's message for an address the server would refuse", () => {
    expect(subscriptionEmailError('casey@demo.test')).toBeNull();
    expect(subscriptionEmailError('casey@demo')).toBe('Please enter a valid email address');
    expect(subscriptionEmailError('')).toBe('Please enter a valid email address');
  });

  it("words a failure with the server's message, else asks to try later", () => {
    const refused = new ApiError(400, '400: {...}', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter a valid email address',
    });
    expect(subscribeFailureMessage(refused)).toBe('Please enter a valid email address');
    expect(subscribeFailureMessage(new ApiError(502, '502: Bad Gateway', null))).toBe('502: Bad Gateway');
    expect(subscribeFailureMessage(new TypeError('Failed to fetch'))).toBe('Please try again later.');
  });
});
