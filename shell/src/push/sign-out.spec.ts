import { browserNavigation } from '@chefs/api-client';
import { installFakeFetch } from '@chefs/api-client/testing';
import { signOutOfThisDevice } from './sign-out';
import { installFakePush } from './testing/fake-push';

const KEY = new Uint8Array([4, 1, 2, 3]);

describe('signOutOfThisDevice', () => {
  let go: jest.SpyInstance;
  let push: ReturnType<typeof installFakePush> | undefined;
  let fake: ReturnType<typeof installFakeFetch> | undefined;
  beforeEach(() => {
    go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    push?.restore();
    fake?.restore();
    push = undefined;
    fake = undefined;
    jest.restoreAllMocks();
  });

  it('tells the server to forget this device, unsubscribes it, then ends the session', async () => {
    push = installFakePush({ permission: 'granted', existing: { applicationServerKey: KEY } });
    const subscription = push.state.current;
    fake = installFakeFetch({ 'DELETE /api/notifications/subscribe': { body: { subscribed: false } } });
    await signOutOfThisDevice();
    expect(fake.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['DELETE', '/api/notifications/subscribe', { endpoint: 'https://push.example.com/existing' }],
    ]);
    expect(subscription?.unsubscribed).toBe(true);
    expect(push.state.current).toBeNull();
    expect(go).toHaveBeenCalledWith('/api/logout');
  });

  it('still unsubscribes the device and signs out when the server fails', async () => {
    push = installFakePush({ permission: 'granted', existing: { applicationServerKey: KEY } });
    fake = installFakeFetch({ 'DELETE /api/notifications/subscribe': { status: 503, body: { message: 'down' } } });
    await signOutOfThisDevice();
    expect(push.state.current).toBeNull();
    expect(go).toHaveBeenCalledWith('/api/logout');
  });

  it('signs out when the browser refuses to unsubscribe', async () => {
    push = installFakePush({
      permission: 'granted',
      existing: { applicationServerKey: KEY },
      failUnsubscribe: true,
    });
    fake = installFakeFetch({ 'DELETE /api/notifications/subscribe': { body: { subscribed: false } } });
    await signOutOfThisDevice();
    expect(go).toHaveBeenCalledWith('/api/logout');
  });

  it('signs out after the time limit when the server does not answer', async () => {
    push = installFakePush({ permission: 'granted', existing: { applicationServerKey: KEY } });
    fake = installFakeFetch({ 'DELETE /api/notifications/subscribe': 'pending' });
    const started = Date.now();
    await signOutOfThisDevice(50);
    expect(go).toHaveBeenCalledWith('/api/logout');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('asks the server nothing when the device has no subscription, or no push at all', async () => {
    push = installFakePush({ permission: 'granted' });
    fake = installFakeFetch({});
    await signOutOfThisDevice();
    push.restore();
    push = undefined;
    await signOutOfThisDevice();
    expect(fake.calls).toEqual([]);
    expect(go).toHaveBeenCalledTimes(2);
  });
});
