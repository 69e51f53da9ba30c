// Fault: Redis stops (issue 10, "Faults"), the BFF side. (The worker side, its relay noting the
// outage and a worker killed mid-send, is services/worker/test/faults.spec.ts.)
//
// customer-bff and the worker run as their built processes on a Redis of this test's own
// (redis-server on a free port; the machine's Redis is never touched), a fresh database on the
// test Postgres and a local SMTP server. Redis is stopped: signed-in customers still book (201,
// promptly), more often than the booking limit allows (rate limits fail open), customer-bff
// stays ready, and no e-mail goes out yet: each waits in the outbox in Postgres. Redis comes
// back: every booking's e-mail goes out, once, and the booking limit counts again.
// Run: npm run build, then `node --test tools/test/redis-fault.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  UNLIMITED,
  call,
  describeResults,
  seededDatabase,
  sessionCookieFor,
  sleep,
  startOwnRedis,
  startService,
  startSmtpCatcher,
  waitFor,
  withClient,
} from './fault-kit.mjs';

const SESSION_SECRET = 'redis-fault-test-session-secret-0123456789ab';
const PUBLIC_URL = 'http://localhost:8080';
const BOOKING_LIMIT = 2;
const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let redis;
let smtp;
let db;
let customerBff;
let worker;
let chef;

before(async () => {
  [redis, smtp, db] = await Promise.all([
    startOwnRedis(),
    startSmtpCatcher(),
    seededDatabase(server, `chefs_redis_fault_${process.pid}`),
  ]);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: `redis-fault-${process.pid}`,
    SESSION_SECRET,
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    ...UNLIMITED,
    RATE_LIMIT_BOOKING: `${BOOKING_LIMIT}/10m`,
  };
  [customerBff, worker] = await Promise.all([startService('customer-bff', env), startService('worker', env)]);
  chef = await withClient(db.url, async (c) => {
    const { rows } = await c.query('select id, name from chefs where is_approved and is_active order by id limit 1');
    return rows[0];
  });
});

after(async () => {
  await Promise.all([customerBff?.stop(), worker?.stop()]);
  await Promise.all([redis?.stop(), smtp?.close(), db?.drop()]);
});

const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (iso) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** POST /api/bookings as the session of `cookie`, for `eventDate`. */
const book = (cookie, eventDate, email) =>
  call(`${customerBff.url}/api/bookings`, {
    method: 'POST',
    headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
    body: JSON.stringify({
      chefId: chef.id,
      serviceType: 'private_dinner',
      eventDate,
      eventTime: 'evening',
      guestCount: 4,
      clientName: 'Taylor Brooks',
      clientEmail: email,
      clientPhone: '(404) 555-0101',
      clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
    }),
  });

test('with Redis stopped signed-in bookings succeed past the booking limit, and their e-mails go out once after Redis returns', async (t) => {
  const email = 'taylor.brooks@demo.test';
  const cookie = await sessionCookieFor(db.url, email, SESSION_SECRET);
  await redis.stop();

  const dates = [41, 42, 43, 44].map(isoDay);
  const answers = [];
  for (const date of dates) answers.push(await book(cookie, date, email));
  const refused = answers.filter((a) => a.status !== 201);
  assert.deepEqual(refused, [], `bookings while Redis is down:\n${describeResults(refused)}`);
  assert.ok(answers.length > BOOKING_LIMIT, 'more bookings than the limit allows: the limit failed open');
  // Fail open promptly: the counting client has no offline queue, so nothing waits for Redis.
  const slow = answers.filter((a) => a.ms > 2000);
  assert.deepEqual(slow, [], `bookings were held up:\n${describeResults(slow)}`);
  // Logged when the counting client's first reconnect fails (ioredis retries after 50 ms): on a
  // fast machine the four bookings above can all be answered before that.
  await waitFor(
    () => customerBff.logs.join('').includes('rate limits not enforced: Redis unreachable'),
    'customer-bff to log the outage',
    5000,
  ).catch((error) => assert.fail(`${error.message}:\n${customerBff.tail()}`));
  const ready = await call(`${customerBff.url}/readyz`);
  assert.equal(ready.status, 200, 'customer-bff stays ready without Redis (it needs it for nothing but counting)');

  // The e-mails wait in the outbox, in Postgres, with the bookings.
  await sleep(1500);
  assert.deepEqual(
    smtp.mails.filter((m) => m.to.includes(email)),
    [],
  );
  const waiting = await withClient(db.url, async (c) => {
    const { rows } = await c.query(
      `select count(*)::int as n from outbox_messages where idempotency_key = any($1) and dispatched_at is null`,
      [answers.map((a) => `booking_received:${a.body.id}`)],
    );
    return rows[0].n;
  });
  assert.equal(waiting, dates.length, 'one undispatched e-mail per booking in the outbox');

  await redis.start();
  const backAt = performance.now();
  await waitFor(
    () => smtp.mails.filter((m) => m.to.includes(email)).length >= dates.length,
    'every booking e-mail after Redis returned',
    60_000,
    200,
  );
  t.diagnostic(
    `${answers.length} bookings in ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms at most while Redis was down; ` +
      `their e-mails ${Math.round(performance.now() - backAt)} ms after it returned`,
  );
  // Long enough for a second relay or a retried job to show as a duplicate.
  await sleep(2000);
  const subjects = smtp.mails
    .filter((m) => m.to.includes(email))
    .map((m) => m.subject)
    .sort();
  assert.deepEqual(subjects, dates.map((d) => `Booking request received: ${chef.name} on ${longDate(d)}`).sort());
});

test('once Redis is back the booking limit is enforced again', async () => {
  const email = 'priya.raman@demo.test';
  const cookie = await sessionCookieFor(db.url, email, SESSION_SECRET);
  // The counting client reconnects on its own (within ioredis's 2 s back-off); until it has,
  // bookings pass uncounted, so the first few may all be 201.
  const statuses = [];
  for (const days of [51, 52, 53, 54, 55, 56]) {
    const answer = await book(cookie, isoDay(days), email);
    statuses.push(answer.status);
    if (answer.status === 429) {
      assert.equal(answer.body.code, 'rate_limited');
      break;
    }
    await sleep(300);
  }
  assert.equal(statuses.at(-1), 429, `answers: ${statuses.join(', ')}`);
  assert.ok(statuses.filter((s) => s === 201).length >= BOOKING_LIMIT, `answers: ${statuses.join(', ')}`);
});
