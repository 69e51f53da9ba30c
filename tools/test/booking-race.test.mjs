// Concurrency (issue 10): 50 parallel accept, decline, cancel and admin status changes of one
// paid booking leave a history that explains the final state and at most one refund.
//
// The three BFFs that move a booking's status run as their built processes (chef-bff: Accept and
// Decline, customer-bff: Cancel, admin-bff: any status) on a fresh seeded database of the
// machine's Postgres, paying through a Stripe stand-in started in this process (its records say
// how many refunds there were). A module of one service may not import another's app, so the
// race runs here, over HTTP, as it would in production.
// Run: npm run build, then `node --test tools/test/booking-race.test.mjs` (npm test runs it after
// the build with the other tools tests; DATABASE_URL or TEST_DATABASE_ADMIN_URL names the server).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { UNLIMITED, call, seededDatabase, sessionCookieFor, startService, waitFor, withClient } from './fault-kit.mjs';

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
let db;
let bff = {};

before(async () => {
  standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null });
  db = await seededDatabase(SERVER_URL, `chefs_race_${process.pid}`);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `booking-race-${process.pid}`,
    SESSION_SECRET,
    PUBLIC_URL,
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_BASE: standIn.url,
    STRIPE_JS_URL: standIn.jsUrl,
    ...UNLIMITED,
  };
  const [chef, customer, admin] = await Promise.all(
    ['chef-bff', 'customer-bff', 'admin-bff'].map((name) => startService(name, env)),
  );
  bff = { chef, customer, admin };
  // Stripe's events reach customer-bff's webhook, as in production (a refund is recorded there too).
  standIn.setWebhookUrl(`${customer.url}/api/stripe/webhook`);
});

after(async () => {
  await Promise.all(Object.values(bff).map((s) => s.stop()));
  await db?.drop();
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

test('50 parallel accept, decline, cancel and admin status changes of one paid booking: a history that explains the final state, at most one refund', async (t) => {
  const cookie = async (email) => ({
    cookie: await sessionCookieFor(db.url, email, SESSION_SECRET),
    origin: PUBLIC_URL,
    'content-type': 'application/json',
  });
  const [chefHeaders, customerHeaders, adminHeaders] = await Promise.all(
    ['chef@demo.test', 'customer@demo.test', 'admin@demo.test'].map(cookie),
  );

  // The customer books the demo chef; the booking is then paid by card at the stand-in.
  const chefId = await withClient(db.url, async (c) => {
    const { rows } = await c.query(
      'SELECT chefs.id FROM chefs JOIN users ON users.id = chefs.user_id WHERE users.email = $1',
      ['chef@demo.test'],
    );
    return rows[0].id;
  });
  // A morning late in the 90-day window that the seeded bookings left free.
  let made;
  for (let days = 89; days > 60; days -= 1) {
    made = await call(`${bff.customer.url}/api/bookings`, {
      method: 'POST',
      headers: customerHeaders,
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
  // Paid by card at the stand-in; its webhook tells customer-bff.
  const intent = await call(`${bff.customer.url}/api/create-payment-intent`, {
    method: 'POST',
    headers: customerHeaders,
    body: JSON.stringify({ bookingId: id }),
  });
  assert.ok(intent.status < 300, JSON.stringify(intent.body ?? intent.error));
  const intentId = intent.body.clientSecret.split('_secret_')[0];
  await stripe(`/v1/payment_intents/${intentId}/confirm`, { payment_method: 'pm_card_visa' });
  const paymentOf = (c) => c.query('SELECT payment_status FROM bookings WHERE id = $1', [id]);
  await waitFor(
    () => withClient(db.url, async (c) => (await paymentOf(c)).rows[0].payment_status === 'paid'),
    'the booking paid',
  );

  // 50 at once: the chef accepts or declines, the customer cancels, an admin sets any status.
  const adminTargets = ['confirmed', 'cancelled', 'completed', 'pending'];
  const moves = Array.from({ length: 50 }, (_, i) => {
    const patch = (url, headers, status) => ({
      url,
      init: { method: 'PATCH', headers, body: JSON.stringify({ status }) },
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
  const { booking, history } = await withClient(db.url, async (c) => ({
    booking: (await c.query('SELECT status, payment_status FROM bookings WHERE id = $1', [id])).rows[0],
    history: (
      await c.query(
        'SELECT from_status, to_status, changed_by_role FROM booking_status_history WHERE booking_id = $1 ORDER BY id',
        [id],
      )
    ).rows,
  }));

  // The history explains the final state: it starts at the booking, every row moves on from where
  // the previous one ended, the last ends where the booking is, and there is a row per change made.
  const chain = history.map((h) => `${h.from_status ?? '(new)'} -> ${h.to_status} by ${h.changed_by_role}`);
  assert.equal(history[0].to_status, 'pending', chain.join('\n'));
  for (let i = 1; i < history.length; i += 1)
    assert.equal(history[i].from_status, history[i - 1].to_status, `row ${i} of\n${chain.join('\n')}`);
  assert.equal(history.at(-1).to_status, booking.status, chain.join('\n'));
  assert.equal(history.length - 1, changes, `${changes} answers of 200 for\n${chain.join('\n')}`);

  t.diagnostic(`${changes} changes, ${answers.length - changes} x 409; history: ${chain.join(', ')}`);

  // At most one refund, and the booking says so exactly when there was one.
  const refunds = standIn.events
    .list()
    .filter((r) => r.event.type === 'charge.refunded' && r.event.data.object.payment_intent === intentId);
  assert.ok(refunds.length <= 1, `${refunds.length} refunds`);
  assert.equal(
    booking.payment_status === 'refunded',
    refunds.length === 1,
    `payment ${booking.payment_status}, ${refunds.length} refund(s), history:\n${chain.join('\n')}`,
  );
});
