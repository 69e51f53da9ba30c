import { apiBaseOptions, createStripeClient, type StripeSettings } from './stripe-client';

const settings = (overrides: Partial<StripeSettings> = {}): StripeSettings => ({
  secretKey: 'sk_test_123',
  publishableKey: 'pk_test_123',
  webhookSecret: 'whsec_123',
  apiBase: null,
  jsUrl: null,
  ...overrides,
});

describe('the Stripe client', () => {
  it('is not built without a secret key', () => {
    expect(createStripeClient(settings({ secretKey: '' }))).toBeNull();
    expect(createStripeClient(settings())).not.toBeNull();
  });

  it('reaches a local server through STRIPE_API_BASE, and Stripe itself without it', () => {
    expect(apiBaseOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(apiBaseOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(apiBaseOptions('http://stand-in')).toEqual({ host: 'stand-in', port: 80, protocol: 'http' });
    expect(apiBaseOptions(null)).toEqual({});
  });
});
