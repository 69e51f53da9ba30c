import { createECDH, randomBytes } from 'node:crypto';
import { PUSH_MESSAGES, type PushSubscriptionRequest } from '@chefs/contracts';
import { PushSubscription } from '@chefs/db';
import { startTestApp, type TestApp } from './support';

let endpoints = 0;
/** A subscription as the spec's flat body: real P-256 keys, base64url as Chrome writes them. */
function aSubscription(overrides: Partial<PushSubscriptionRequest> = {}): PushSubscriptionRequest {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${process.pid}-${++endpoints}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    ...overrides,
  };
}

/** The same subscription as Chrome's `PushSubscription.toJSON()` writes it (what older clients send). */
function browserForm({ endpoint, p256dh, auth }: PushSubscriptionRequest) {
  return { endpoint, expirationTime: null, keys: { p256dh, auth } };
}

const keysOf = ({ p256dh, auth }: { p256dh: string; auth: string }) => ({ p256dh, auth });
const VALID_P256DH = `B${'A'.repeat(86)}`;
const VALID_AUTH = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('push subscriptions: POST and DELETE /api/notifications/subscribe (HTTP, seeded Postgres)', () => {
  let t: TestApp;
  const rows = () => t.db.dataSource.getRepository(PushSubscription);
  const subscribe = (cookie: string, body: object) =>
    t.http.post('/api/notifications/subscribe').set('Cookie', cookie).send(body);
  const unsubscribe = (cookie: string, body: object) =>
    t.http.delete('/api/notifications/subscribe').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('saves the subscription of any signed-in user: customer, chef and admin', async () => {
    for (const email of ['customer@demo.test', 'chef@demo.test', 'admin@demo.test']) {
      const cookie = await t.cookieFor(email);
      const sub = aSubscription();
      const res = await subscribe(cookie, sub).expect(201);
      expect(res.body).toEqual({ subscribed: true });
      const row = await rows().findOneOrFail({ where: { endpoint: sub.endpoint }, relations: { user: true } });
      expect(row.user?.email).toBe(email);
      expect(keysOf(row)).toEqual(keysOf(sub));
    }
  });

  it('reads the browser’s nested toJSON() form too (older clients), and stores the same row as the flat body', async () => {
    const { cookie, user } = await t.newUser();
    const sub = aSubscription();
    await subscribe(cookie, sub).expect(201);
    const fromFlat = await rows().findOneByOrFail({ endpoint: sub.endpoint });
    await rows().delete({ endpoint: sub.endpoint });

    const res = await subscribe(cookie, browserForm(sub)).expect(201);
    expect(res.body).toEqual({ subscribed: true });
    const fromNested = await rows().findOneByOrFail({ endpoint: sub.endpoint });
    const stored = (r: PushSubscription) => ({ userId: r.userId, endpoint: r.endpoint, ...keysOf(r) });
    expect(stored(fromNested)).toEqual(stored(fromFlat));
    expect(stored(fromNested)).toEqual({ userId: user.id, endpoint: sub.endpoint, ...keysOf(sub) });
  });

  it('accepts both forms in one body when they hold the same keys (in any base64 spelling)', async () => {
    const { cookie } = await t.newUser();
    const sub = aSubscription();
    const std = (k: string) => Buffer.from(k, 'base64url').toString('base64');
    await subscribe(cookie, {
      ...sub,
      expirationTime: null,
      keys: { p256dh: std(sub.p256dh), auth: std(sub.auth) },
    }).expect(201);
    expect(await rows().findOneByOrFail({ endpoint: sub.endpoint })).toMatchObject(keysOf(sub));
  });

  it('answers 401 when signed out, and stores nothing', async () => {
    const sub = aSubscription();
    const res = await t.http.post('/api/notifications/subscribe').send(sub).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
    await t.http.delete('/api/notifications/subscribe').send({ endpoint: sub.endpoint }).expect(401);
    expect(await rows().countBy({ endpoint: sub.endpoint })).toBe(0);
  });

  it('updates the keys when the same device subscribes again: one row per endpoint', async () => {
    const { cookie, user } = await t.newUser();
    const first = aSubscription();
    await subscribe(cookie, first).expect(201);
    const renewed = aSubscription({ endpoint: first.endpoint });
    await subscribe(cookie, renewed).expect(201);
    const saved = await rows().findBy({ endpoint: first.endpoint });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ userId: user.id, ...keysOf(renewed) });
  });

  it('gives the endpoint to the latest user who subscribed it (another account on the same browser)', async () => {
    const a = await t.newUser();
    const b = await t.newUser('chef');
    const sub = aSubscription();
    await subscribe(a.cookie, sub).expect(201);
    await subscribe(b.cookie, sub).expect(201);
    expect(await rows().findBy({ endpoint: sub.endpoint })).toEqual([expect.objectContaining({ userId: b.user.id })]);
  });

  it.each([
    [
      'flat',
      (sub: PushSubscriptionRequest, std: (k: string) => string) => ({
        ...sub,
        p256dh: std(sub.p256dh),
        auth: std(sub.auth),
      }),
    ],
    [
      'in the browser’s form',
      (sub: PushSubscriptionRequest, std: (k: string) => string) =>
        browserForm({ ...sub, p256dh: std(sub.p256dh), auth: std(sub.auth) }),
    ],
  ])('stores keys sent %s in standard base64 with padding as base64url', async (_form, body) => {
    const { cookie } = await t.newUser();
    const sub = aSubscription();
    const std = (k: string) => Buffer.from(k, 'base64url').toString('base64');
    await subscribe(cookie, body(sub, std)).expect(201);
    expect(await rows().findOneByOrFail({ endpoint: sub.endpoint })).toMatchObject(keysOf(sub));
  });

  it.each([
    ['no endpoint', { endpoint: undefined }, 'endpoint', PUSH_MESSAGES.endpoint],
    ['an endpoint that is no URL', { endpoint: 'push-service' }, 'endpoint', PUSH_MESSAGES.endpoint],
    [
      'a plain-http endpoint off this machine',
      { endpoint: 'http://push.example.com/x' },
      'endpoint',
      PUSH_MESSAGES.endpoint,
    ],
    [
      'an endpoint with credentials',
      { endpoint: 'https://u:p@push.example.com/x' },
      'endpoint',
      PUSH_MESSAGES.endpoint,
    ],
    // Requests our network would make on the subscriber's word (SSRF): refused in every environment.
    [
      'the cloud metadata address',
      { endpoint: 'https://169.254.169.254/latest/meta-data' },
      'endpoint',
      PUSH_MESSAGES.endpoint,
    ],
    ['Redis on this machine over https', { endpoint: 'https://localhost:6379/' }, 'endpoint', PUSH_MESSAGES.endpoint],
    ['a loopback address written as a number', { endpoint: 'https://2130706433/' }, 'endpoint', PUSH_MESSAGES.endpoint],
    // Neither the flat keys nor the browser's `keys`.
    ['no keys', { p256dh: undefined, auth: undefined }, 'keys', PUSH_MESSAGES.keys],
    ['no keys (null)', { p256dh: null, auth: null }, 'keys', PUSH_MESSAGES.keys],
    ['no keys (null in either form)', { p256dh: null, auth: null, keys: null }, 'keys', PUSH_MESSAGES.keys],
    // The spec's flat form.
    ['a p256dh that is no P-256 point', { p256dh: 'abc' }, 'p256dh', PUSH_MESSAGES.p256dh],
    ['a p256dh that is no text', { p256dh: 42 }, 'p256dh', PUSH_MESSAGES.p256dh],
    ['an auth secret of the wrong size', { auth: randomBytes(8).toString('base64url') }, 'auth', PUSH_MESSAGES.auth],
    ['p256dh without auth', { auth: undefined }, 'auth', PUSH_MESSAGES.auth],
    ['auth without p256dh', { p256dh: undefined }, 'p256dh', PUSH_MESSAGES.p256dh],
    // Both forms, with other keys.
    [
      'flat keys and other keys in `keys`',
      { keys: { p256dh: VALID_P256DH, auth: VALID_AUTH } },
      'keys',
      PUSH_MESSAGES.keysTwice,
    ],
    ['flat keys and only one of them in `keys`', { keys: { auth: VALID_AUTH } }, 'keys', PUSH_MESSAGES.keysTwice],
    ['flat keys and `keys` that are text', { keys: 'p256dh' }, 'keys', PUSH_MESSAGES.keysTwice],
    ['an unknown field', { extra: 1 }, 'extra', 'Unknown field: extra'],
  ])('refuses a flat body with %s with 400 and its message, storing nothing', async (_case, change, field, message) => {
    const { cookie, user } = await t.newUser();
    const body = { ...aSubscription(), ...change };
    const res = await subscribe(cookie, body).expect(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(JSON.stringify(res.body)).not.toMatch(/should not exist|nested property|either object or array/);
    expect(await rows().countBy({ userId: user.id })).toBe(0);
  });

  it('names the clash first when both forms are sent with different keys', async () => {
    const { cookie, user } = await t.newUser();
    const sub = aSubscription();
    const other = aSubscription();
    const res = await subscribe(cookie, { ...sub, keys: keysOf(other) }).expect(400);
    expect(res.body).toMatchObject({
      message: PUSH_MESSAGES.keysTwice,
      errors: [{ field: 'keys', message: PUSH_MESSAGES.keysTwice }],
    });
    expect(await rows().countBy({ userId: user.id })).toBe(0);
  });

  it.each([
    ['no keys', { keys: undefined }, 'keys', PUSH_MESSAGES.keys],
    [
      'a p256dh that is no P-256 point',
      { keys: { p256dh: 'abc', auth: VALID_AUTH } },
      'keys.p256dh',
      PUSH_MESSAGES.p256dh,
    ],
    [
      'an auth secret of the wrong size',
      { keys: { p256dh: VALID_P256DH, auth: randomBytes(8).toString('base64url') } },
      'keys.auth',
      PUSH_MESSAGES.auth,
    ],
    ['no keys (null)', { keys: null }, 'keys', PUSH_MESSAGES.keys],
    ['keys that are a list', { keys: [1, 2] }, 'keys', 'keys must be an object'],
    ['keys that are text', { keys: 'p256dh' }, 'keys', 'keys must be an object'],
    [
      'an expirationTime that is text',
      { expirationTime: 'soon' },
      'expirationTime',
      'expirationTime must be a number or null',
    ],
    ['an unknown field', { extra: 1 }, 'extra', 'Unknown field: extra'],
    [
      'an unknown key',
      { keys: { p256dh: VALID_P256DH, auth: VALID_AUTH, extra: 1 } },
      'keys.extra',
      'Unknown field: keys.extra',
    ],
  ])(
    'refuses the browser’s form with %s with 400 and its message, storing nothing',
    async (_case, change, field, message) => {
      const { cookie, user } = await t.newUser();
      const body = { ...browserForm(aSubscription()), ...change };
      const res = await subscribe(cookie, body).expect(400);
      expect(res.body.errors).toContainEqual({ field, message });
      // Only the DTO's words reach the caller, not class-validator's ("nested property keys must be...").
      expect(JSON.stringify(res.body)).not.toMatch(/should not exist|nested property|either object or array/);
      expect(await rows().countBy({ userId: user.id })).toBe(0);
    },
  );

  it('refuses an empty body with the endpoint message first', async () => {
    const res = await subscribe(await t.cookieFor('customer@demo.test'), {}).expect(400);
    expect(res.body.message).toBe(PUSH_MESSAGES.endpoint);
  });

  it('accepts a plain-http endpoint on this machine outside production (a local push service)', async () => {
    const { cookie, user } = await t.newUser();
    await subscribe(cookie, aSubscription({ endpoint: 'http://127.0.0.1:9/push/1' })).expect(201);
    expect(await rows().countBy({ userId: user.id })).toBe(1);
  });

  it('DELETE removes the caller’s own subscription, and answers the same for one it does not own', async () => {
    const owner = await t.newUser();
    const stranger = await t.newUser();
    const sub = aSubscription();
    await subscribe(owner.cookie, sub).expect(201);

    const notYours = await unsubscribe(stranger.cookie, { endpoint: sub.endpoint }).expect(200);
    expect(notYours.body).toEqual({ subscribed: false });
    expect(await rows().countBy({ endpoint: sub.endpoint })).toBe(1);

    const mine = await unsubscribe(owner.cookie, { endpoint: sub.endpoint }).expect(200);
    expect(mine.body).toEqual({ subscribed: false });
    expect(await rows().countBy({ endpoint: sub.endpoint })).toBe(0);
    // Once more: already gone, same answer.
    await unsubscribe(owner.cookie, { endpoint: sub.endpoint }).expect(200);
  });

  it('DELETE without an endpoint is a 400 and removes nothing', async () => {
    const { cookie, user } = await t.newUser();
    await subscribe(cookie, aSubscription()).expect(201);
    const res = await unsubscribe(cookie, {}).expect(400);
    expect(res.body.message).toBe(PUSH_MESSAGES.endpoint);
    expect(await rows().countBy({ userId: user.id })).toBe(1);
  });
});
