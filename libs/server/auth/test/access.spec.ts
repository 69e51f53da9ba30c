import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '@chefs/db';
import { type TestDatabase, createTestDatabase } from '@chefs/db/testing';
import { listRouteAccess } from '../src';
import { createSessionCookie } from '../src/testing';
import { PUBLIC_URL, SESSION_SECRET, startProbeApp } from './test-app';

describe('sessions, the deny-by-default guard and the Origin check', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let customer: User;
  let admin: User;
  let customerCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const users = db.dataSource.getRepository(User);
    customer = await users.save(
      users.create({ email: 'casey@example.test', firstName: 'Casey', lastName: 'Morgan', role: 'customer' }),
    );
    admin = await users.save(
      users.create({ email: 'boss@example.test', firstName: 'admin', lastName: 'User', role: 'admin' }),
    );
    customerCookie = await createSessionCookie(db.dataSource, customer.id, SESSION_SECRET);
    adminCookie = await createSessionCookie(db.dataSource, admin.id, SESSION_SECRET);
    app = await startProbeApp(db.url);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const http = () => request(app.getHttpServer());
  const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' };

  it('lists every route with who may call it', () => {
    expect(listRouteAccess(app)).toEqual([
      { method: 'GET', path: '/api/probe/admin', access: 'roles:admin' },
      { method: 'GET', path: '/api/probe/forgotten', access: 'denied' },
      { method: 'GET', path: '/api/probe/me', access: 'authenticated' },
      { method: 'GET', path: '/api/probe/public', access: 'public' },
      { method: 'DELETE', path: '/api/probe/things', access: 'public' },
      { method: 'POST', path: '/api/probe/things', access: 'authenticated' },
      { method: 'GET', path: '/api/staff', access: 'roles:admin,chef' },
      { method: 'GET', path: '/api/staff/open', access: 'public' },
    ]);
  });

  it('reads a signed-in session without writing it (no touch: the cookie keeps its sign-in expiry)', async () => {
    const [, value = ''] = customerCookie.split('=');
    const [sid] = decodeURIComponent(value).slice(2).split('.');
    const expiry = async () => {
      const rows = await db.dataSource.query<{ expire: Date }[]>('SELECT expire FROM sessions WHERE sid = $1', [sid]);
      return rows[0]?.expire;
    };
    const before = await expiry();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a touch would move it by at least this
    const res = await http().get('/api/probe/me').set('cookie', customerCookie).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await expiry()).toEqual(before);
  });

  it('signs a request in with a cookie from createSessionCookie', async () => {
    const res = await http().get('/api/probe/me').set('cookie', customerCookie).expect(200);
    expect(res.body).toEqual({
      id: customer.id,
      email: 'casey@example.test',
      firstName: 'Casey',
      lastName: 'Morgan',
      role: 'customer',
    });
  });

  it('answers 401 in the shape the browser reads when signed out', async () => {
    const res = await http().get('/api/probe/me').expect(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(`${res.status}: ${res.text}`).toMatch(/^401: .*Unauthorized/);
  });

  it('refuses a tampered or unknown session cookie as signed out', async () => {
    const tampered = customerCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await http().get('/api/probe/me').set('cookie', tampered).expect(401);
    await http().get('/api/probe/me').set('cookie', 'chefs.sid=s%3Anope.nope').expect(401);
  });

  it('lets anyone call a Public route, and tells it who is signed in', async () => {
    expect((await http().get('/api/probe/public').expect(200)).body).toEqual({ signedIn: false, session: false });
    expect((await http().get('/api/probe/public').set('cookie', customerCookie).expect(200)).body).toEqual({
      signedIn: true,
      session: true,
    });
  });

  it('makes no session for a request without the session cookie, and sends none back', async () => {
    for (const cookie of [undefined, 'theme=dark; chefs.sidebar=open']) {
      const call = http().get('/api/probe/public');
      const res = await (cookie ? call.set('cookie', cookie) : call).expect(200);
      expect(res.body).toEqual({ signedIn: false, session: false });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A session cookie the store does not know (expired, or made up) is read as before: a fresh
    // session, signed out, not saved.
    const unknown = await http().get('/api/probe/public').set('cookie', 'chefs.sid=s%3Aunknown.bad').expect(200);
    expect(unknown.body).toEqual({ signedIn: false, session: true });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    await http().get('/api/probe/me').expect(401);
  });

  it('checks roles: 403 for the wrong role, 401 signed out', async () => {
    const denied = await http().get('/api/probe/admin').set('cookie', customerCookie).expect(403);
    expect(denied.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
    await http().get('/api/probe/admin').set('cookie', adminCookie).expect(200);
    await http().get('/api/probe/admin').expect(401);
  });

  it('denies a route that states no access: 401 signed out, 403 signed in, even for admins', async () => {
    expect((await http().get('/api/probe/forgotten').expect(401)).body).toEqual(UNAUTHORIZED);
    await http().get('/api/probe/forgotten').set('cookie', customerCookie).expect(403);
    await http().get('/api/probe/forgotten').set('cookie', adminCookie).expect(403);
  });

  it('applies a controller-wide rule, and a route rule over it', async () => {
    await http().get('/api/staff').set('cookie', customerCookie).expect(403);
    await http().get('/api/staff').set('cookie', adminCookie).expect(200);
    await http().get('/api/staff/open').expect(200);
  });

  it('sees a role change on the next request', async () => {
    const users = db.dataSource.getRepository(User);
    const promoted = await users.save(users.create({ email: 'riley@example.test', role: 'customer' }));
    const cookie = await createSessionCookie(db.dataSource, promoted.id, SESSION_SECRET);
    await http().get('/api/probe/admin').set('cookie', cookie).expect(403);
    await users.update({ id: promoted.id }, { role: 'admin' });
    await http().get('/api/probe/admin').set('cookie', cookie).expect(200);
  });

  it('reads the account with the session in one query: passport asks the users table nothing more', async () => {
    const lookups = jest.spyOn(app.get(DataSource).getRepository(User), 'findOneBy');
    try {
      const res = await http().get('/api/probe/me').set('cookie', customerCookie).expect(200);
      expect(res.body).toMatchObject({ id: customer.id, role: 'customer' });
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it('gives each of several requests of one session at once its account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => http().get('/api/probe/me').set('cookie', adminCookie).expect(200)),
    );
    for (const res of answers) expect(res.body).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('signs out a session whose user id is not an account id (no 500)', async () => {
    const cookie = await createSessionCookie(db.dataSource, 'not-a-uuid', SESSION_SECRET);
    expect((await http().get('/api/probe/me').set('cookie', cookie).expect(401)).body).toEqual(UNAUTHORIZED);
  });

  it('signs a deleted user out', async () => {
    const users = db.dataSource.getRepository(User);
    const leaving = await users.save(users.create({ email: 'gone@example.test', role: 'customer' }));
    const cookie = await createSessionCookie(db.dataSource, leaving.id, SESSION_SECRET);
    await http().get('/api/probe/me').set('cookie', cookie).expect(200);
    await users.delete({ id: leaving.id });
    await http().get('/api/probe/me').set('cookie', cookie).expect(401);
  });

  describe('Origin check on unsafe methods', () => {
    it('refuses a POST or DELETE from another origin with 403', async () => {
      const post = await http()
        .post('/api/probe/things')
        .set('cookie', customerCookie)
        .set('origin', 'https://evil.test')
        .send({ a: 1 })
        .expect(403);
      expect(post.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      await http().delete('/api/probe/things').set('origin', 'http://localhost:8081').expect(403);
      await http().delete('/api/probe/things').set('origin', 'null').expect(403);
    });

    it('accepts the site origin, and requests with neither Origin nor cookie (webhooks, servers)', async () => {
      const res = await http()
        .post('/api/probe/things')
        .set('cookie', customerCookie)
        .set('origin', PUBLIC_URL)
        .send({ a: 1 })
        .expect(201);
      expect(res.body).toEqual({ created: { a: 1 } });
      await http().delete('/api/probe/things').expect(200);
      await http().delete('/api/probe/things').set('cookie', 'theme=dark').expect(200);
    });

    it('refuses a cookie-authenticated unsafe request that carries neither Origin nor Sec-Fetch-Site: same-origin', async () => {
      const bare = await http().post('/api/probe/things').set('cookie', customerCookie).send({ a: 2 }).expect(403);
      expect(bare.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      const secure = customerCookie.replace(/^chefs\.sid=/, '__Host-chefs.sid=');
      await http().delete('/api/probe/things').set('cookie', `theme=dark; ${secure}`).expect(403);
      for (const site of ['cross-site', 'same-site', 'none']) {
        await http()
          .post('/api/probe/things')
          .set('cookie', customerCookie)
          .set('sec-fetch-site', site)
          .send({ a: 3 })
          .expect(403);
      }
      await http()
        .post('/api/probe/things')
        .set('cookie', customerCookie)
        .set('sec-fetch-site', 'same-origin')
        .send({ a: 4 })
        .expect(201);
    });

    it('leaves safe methods alone', async () => {
      await http().get('/api/probe/public').set('origin', 'https://evil.test').expect(200);
    });
  });
});
