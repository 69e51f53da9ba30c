import { subscriptionRequest } from './subscription-request';

const P256DH = `B${'p'.repeat(86)}`;
const AUTH = 'a'.repeat(22);
const device = (json: PushSubscriptionJSON) => ({ toJSON: () => json });

describe('subscriptionRequest', () => {
  it('sends the spec’s flat endpoint, p256dh and auth, not the browser’s nested toJSON()', () => {
    const body = subscriptionRequest(
      device({ endpoint: 'https://push.example.com/1', expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    );
    expect(body).toEqual({ endpoint: 'https://push.example.com/1', p256dh: P256DH, auth: AUTH });
  });

  it.each([
    ['no endpoint', { keys: { p256dh: P256DH, auth: AUTH } }],
    ['no keys', { endpoint: 'https://push.example.com/1' }],
    ['no auth secret', { endpoint: 'https://push.example.com/1', keys: { p256dh: P256DH } }],
  ])('throws for a subscription with %s', (_case, json) => {
    expect(() => subscriptionRequest(device(json))).toThrow('The push subscription has no endpoint or keys');
  });
});
