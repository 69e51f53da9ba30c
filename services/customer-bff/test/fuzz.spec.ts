import { startStripeStandIn } from '@chefs/stripe-stand-in';
import { describeFuzz, fuzzIdentities, payPaidSeedBookings } from '@chefs/testing/fuzz';
import { bookingRequest, daysFromToday, startTestApp } from './support';

const KEYS = {
  secretKey: 'sk_test_customer_bff_fuzz',
  publishableKey: 'pk_test_customer_bff_fuzz',
  webhookSecret: 'whsec_customer_bff_fuzz',
};

describeFuzz('customer-bff', async () => {
  // Refunds and payment intents go to the local Stripe stand-in, as in the other payment tests.
  const standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null });
  const stripe = { ...KEYS, apiBase: standIn.url, jsUrl: standIn.jsUrl };
  const t = await startTestApp(stripe);
  await payPaidSeedBookings(t.db.dataSource, { ...t.config.stripe, ...stripe });
  const { identities, users } = await fuzzIdentities(t.db.dataSource, t.config.sessionSecret);
  // Bookings of the fuzzing customer, so path ids also reach rows of their own.
  const chef = await t.newChef({ zipCodes: ['30306'] });
  const own = [];
  for (let i = 0; i < 3; i += 1)
    own.push(await t.insertBooking(users.customer, chef, { eventDate: daysFromToday(30 + i) }));
  return {
    app: t.app,
    dataSource: t.db.dataSource,
    serviceName: 'customer-bff',
    origin: t.config.publicUrl,
    identities,
    ids: [1, 2, 3, 10, ...own.map((b) => b.id)],
    examples: {
      'POST /api/bookings': bookingRequest(chef.id, { eventDate: daysFromToday(60) }),
      'POST /api/schedule-requests': {
        bookingType: 'single',
        dates: [daysFromToday(14)],
        timeSlot: 'evening',
        notes: 'Dinner for four.',
      },
    },
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
});
