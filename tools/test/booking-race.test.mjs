// Concurrency (issue 10): 50 parallel accept, decline, cancel and admin status changes of one
// paid booking leave a history that explains the final state and at most one refund.
//
// The three BFFs that move a booking's status run as their built processes (chef-bff: Accept and
// Decline, customer-bff: Cancel, admin-bff: any status) on a fresh seeded database of the
// machine's Postgres, paying through a Stripe stand-in started in this process (its records say
// how many refunds there were; a proxy in front of it can hold a refund back, to make the race of
// the second test happen for certain). A module of one service may not import another's app, so
// the race runs here, over HTTP, as it would in production.
// Run: npm run build, then `node --test tools/test/booking-race.test.mjs` (npm test runs it after
// the build with the other tools tests; DATABASE_URL or TEST_DATABASE_ADMIN_URL names the server).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import {
  UNLIMITED,
  call,
  seededDatabase,
  sessionCookieFor,
  sleep,
  startService,
  waitFor,
  withClient,
} from './fault-kit.mjs';
import { dropRedisKeys, redisUrl } from '../lib/infra.mjs';

const REDIS_URL = redisUrl();
/** Its services' Redis keys (the queues' meta keys have no expiry), dropped in `after`. */
const QUEUE_PREFIX = `booking-race-${process.pid}`;

const require = createRequire(import.meta.url);
require('../lib/register-ts.cjs');
const { startStripeStandIn } = require('../../libs/server/stripe-stand-in/src/index.ts');

const SESSION_SECRET = 'booking-race-test-session-secret-0123456789';
const PUBLIC_URL = 'http://localhost:8080';
const KEYS = {
  secretKey: 'sk_test_booking_race',
  publishableKey: 'pk_test_booking_race',
  webhookSecret: 'whsec_booking_race',
};
const SERVER_URL =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let standIn;
let stripeProxy;
let db;
let bff = {};
let headers = {};
let chefId;

/**
 * The services' way to Stripe: the stand-in, through a proxy that can hold a refund back
 * (`slowRefundsMs`), so a test can make a race happen instead of hoping for it.
 */
async function startStripeProxy(target) {
  const proxy = { slowRefundsMs: 0 };
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    if (req.method === 'POST' && req.url === '/v1/refunds' && proxy.slowRefundsMs)
      await new Promise((r) => setTimeout(r, proxy.slowRefundsMs));
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'connection')),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${server.address().port}`;
  proxy.close = () => new Promise((resolve) => server.close(resolve));
  return proxy;
}

before(async () => {
  standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null });
  stripeProxy = await startStripeProxy(standIn.url);
  db = await seededDatabase(SERVER_URL, `chefs_race_${process.pid}`);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    QUEUE_PREFIX,
    SESSION_SECRET,
    PUBLIC_URL,
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_BASE: stripeProxy.url,
    STRIPE_JS_URL: standIn.jsUrl,
    ...UNLIMITED,
  };
  const [chef, customer, admin] = await Promise.all(
    ['chef-bff', 'customer-bff', 'admin-bff'].map((name) => startService(name, env)),
  );
  bff = { chef, customer, admin };
  // Stripe's events reach customer-bff's webhook, as in production (a refund is recorded there too).
  standIn.setWebhookUrl(`${customer.url}/api/stripe/webhook`);

  const session = async (email) => ({
    cookie: await sessionCookieFor(db.url, email, SESSION_SECRET),
    origin: PUBLIC_URL,
    'content-type': 'application/json',
  });
  const [chefHeaders, customerHeaders, adminHeaders] = await Promise.all(
    ['chef@demo.test', 'customer@demo.test', 'admin@demo.test'].map(session),
  );
  headers = { chef: chefHeaders, customer: customerHeaders, admin: adminHeaders };
  chefId = await withClient(db.url, async (c) => {
    const { rows } = await c.query(
      'SELECT chefs.id FROM chefs JOIN users ON users.id = chefs.user_id WHERE users.email = $1',
      ['chef@demo.test'],
    );
    return rows[0].id;
  });
});

after(async () => {
  await Promise.all(Object.values(bff).map((s) => s.stop()));
  await db?.drop();
  await dropRedisKeys(REDIS_URL, QUEUE_PREFIX);
  await stripeProxy?.close();
  await standIn?.close();
});

/** A call to the stand-in's API, as the Stripe client makes it (form-encoded, the secret key). */
async function stripe(path, form) {
  const res = await fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEYS.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const body = await res.json();
  assert.equal(res.status, 200, `stand-in ${path}: ${JSON.stringify(body)}`);
  return body;
}

/** 'YYYY-MM-DD', `days` from today (UTC). */
const daysFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A booking of the demo customer with the demo chef, on a free morning from `fromDays` back
 * towards today, paid by card at the stand-in (its webhook tells customer-bff): { id, intentId }.
 */
async function paidBooking(fromDays) {
  let made;
  for (let days = fromDays; days > fromDays - 30; days -= 1) {
    made = await call(`${bff.customer.url}/api/bookings`, {
      method: 'POST',
      headers: headers.customer,
      body: JSON.stringify({
        chefId,
        serviceType: 'private_dinner',
        eventDate: daysFromToday(days),
        eventTime: 'morning',
        guestCount: 4,
        clientName: 'Casey Morgan',
        clientEmail: 'casey.morgan@example.com',
        clientPhone: '(404) 555-0101',
        clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
        specialRequests: 'One guest is pescatarian.',
      }),
    });
    if (made.status !== 409) break;
  }
  assert.equal(made.status, 201, JSON.stringify(made.body ?? made.error));
  const id = made.body.id;
  const intent = await call(`${bff.customer.url}/api/create-payment-intent`, {
    method: 'POST',
    headers: headers.customer,
    body: JSON.stringify({ bookingId: id }),
  });
  assert.ok(intent.status < 300, JSON.stringify(intent.body ?? intent.error));
  const intentId = intent.body.clientSecret.split('_secret_')[0];
  await stripe(`/v1/payment_intents/${intentId}/confirm`, { payment_method: 'pm_card_visa' });
  await waitFor(async () => (await bookingState(id)).booking.payment_status === 'paid', 'the booking paid');
  return { id, intentId };
}

/** The booking's status and payment, and its history as `from -> to by role` lines. */
async function bookingState(id) {
  return withClient(db.url, async (c) => {
    const booking = (await c.query('SELECT status, payment_status FROM bookings WHERE id = $1', [id])).rows[0];
    const { rows: history } = await c.query(
      'SELECT from_status, to_status, changed_by_role FROM booking_status_history WHERE booking_id = $1 ORDER BY id',
      [id],
    );
    const chain = history.map((h) => `${h.from_status ?? '(new)'} -> ${h.to_status} by ${h.changed_by_role}`);
    return { booking, history, chain };
  });
}

/** The refunds the stand-in made of `intentId` (its charge.refunded events). */
const refundsOf = (intentId) =>
  standIn.events
    .list()
    .filter((r) => r.event.type === 'charge.refunded' && r.event.data.object.payment_intent === intentId);

test('50 parallel accept, decline, cancel and admin status changes of one paid booking: a history that explains the final state, at most one refund', async (t) => {
  const { id, intentId } = await paidBooking(89);
  const { chef: chefHeaders, customer: customerHeaders, admin: adminHeaders } = headers;

  // 50 at once: the chef accepts or declines, the customer cancels, an admin sets any status.
  const adminTargets = ['confirmed', 'cancelled', 'completed', 'pending'];
  const moves = Array.from({ length: 50 }, (_, i) => {
    const patch = (url, as, status) => ({
      url,
      init: { method: 'PATCH', headers: as, body: JSON.stringify({ status }) },
    });
    switch (i % 4) {
      case 0:
        return patch(`${bff.chef.url}/api/bookings/${id}/status`, chefHeaders, 'confirmed');
      case 1:
        return patch(`${bff.chef.url}/api/bookings/${id}/status`, chefHeaders, 'cancelled');
      case 2:
        return {
          url: `${bff.customer.url}/api/bookings/${id}/cancel`,
          init: { method: 'POST', headers: { cookie: customerHeaders.cookie, origin: PUBLIC_URL } },
        };
      default:
        return patch(`${bff.admin.url}/api/admin/bookings/${id}/status`, adminHeaders, adminTargets[(i >> 2) % 4]);
    }
  });
  const answers = await Promise.all(moves.map(({ url, init }) => call(url, { ...init, timeoutMs: 60_000 })));

  // Each answer is a change made (200) or a clear refusal (409: not a move from the status it found).
  const odd = answers.filter((a) => a.status !== 200 && a.status !== 409);
  assert.deepEqual(
    odd.map((a) => `${a.url} -> ${a.error ?? a.status} ${JSON.stringify(a.body)}`),
    [],
    'every answer is 200 or 409',
  );
  const changes = answers.filter((a) => a.status === 200).length;
  assert.ok(changes >= 1, 'at least one change was made');

  // Stripe's events of the race delivered (a refund made for a cancel that then lost the race is
  // recorded by the charge.refunded webhook), then the booking as it ends.
  await standIn.events.idle();
  const { booking, history, chain } = await bookingState(id);

  // The history explains the final state: it starts at the booking, every row moves on from where
  // the previous one ended, the last ends where the booking is, and there is a row per change made.
  assert.equal(history[0].to_status, 'pending', chain.join('\n'));
  for (let i = 1; i < history.length; i += 1)
    assert.equal(history[i].from_status, history[i - 1].to_status, `row ${i} of\n${chain.join('\n')}`);
  assert.equal(history.at(-1).to_status, booking.status, chain.join('\n'));
  assert.equal(history.length - 1, changes, `${changes} answers of 200 for\n${chain.join('\n')}`);

  t.diagnostic(`${changes} changes, ${answers.length - changes} x 409; history: ${chain.join(', ')}`);

  // At most one refund, and the booking says so exactly when there was one.
  const refunds = refundsOf(intentId);
  assert.ok(refunds.length <= 1, `${refunds.length} refunds`);
  assert.equal(
    booking.payment_status === 'refunded',
    refunds.length === 1,
    `payment ${booking.payment_status}, ${refunds.length} refund(s), history:\n${chain.join('\n')}`,
  );
});

test('a cancel whose refund is slow and that then finds the booking completed answers 409; the refund is recorded on the booking', async () => {
  const { id, intentId } = await paidBooking(59);
  stripeProxy.slowRefundsMs = 3000;
  try {
    // The customer cancels: the refund goes out first and is held at the proxy.
    const cancel = call(`${bff.customer.url}/api/bookings/${id}/cancel`, {
      method: 'POST',
      headers: { cookie: headers.customer.cookie, origin: PUBLIC_URL },
      timeoutMs: 30_000,
    });
    await sleep(300);
    // Meanwhile an admin marks it completed.
    const completed = await call(`${bff.admin.url}/api/admin/bookings/${id}/status`, {
      method: 'PATCH',
      headers: headers.admin,
      body: JSON.stringify({ status: 'completed' }),
    });
    assert.equal(completed.status, 200, JSON.stringify(completed.body ?? completed.error));
    const cancelled = await cancel;
    assert.equal(cancelled.status, 409, JSON.stringify(cancelled.body ?? cancelled.error));
  } finally {
    stripeProxy.slowRefundsMs = 0;
  }
  await standIn.events.idle();
  const { booking, chain } = await bookingState(id);
  assert.deepEqual(chain, ['(new) -> pending by customer', 'pending -> completed by admin']);
  assert.equal(refundsOf(intentId).length, 1);
  await waitFor(
    async () => (await bookingState(id)).booking.payment_status === 'refunded',
    `the refund recorded on the booking (it is ${booking.status}, ${booking.payment_status})`,
    10_000,
  );
});
