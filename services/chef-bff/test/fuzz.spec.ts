import { startStripeStandIn } from '@chefs/stripe-stand-in';
import { describeFuzz, fuzzIdentities, payPaidSeedBookings } from '@chefs/testing/fuzz';
import { daysFromToday, startTestApp } from './support';

const KEYS = {
  secretKey: 'sk_test_chef_bff_fuzz',
  publishableKey: 'pk_test_chef_bff_fuzz',
  webhookSecret: 'whsec_chef_bff_fuzz',
};

describeFuzz('chef-bff', async () => {
  // Refunds and payment intents go to the local Stripe stand-in, as in the other payment tests.
  const standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null });
  const stripe = { ...KEYS, apiBase: standIn.url, jsUrl: standIn.jsUrl };
  const t = await startTestApp(stripe);
  await payPaidSeedBookings(t.db.dataSource, { ...t.config.stripe, ...stripe });
  const { identities, users } = await fuzzIdentities(t.db.dataSource, t.config.sessionSecret);
  // The fuzzing chef's profile and pending bookings, so path ids also reach rows of their own.
  const chef = await t.newChefProfile({ userId: users.chef.id });
  const { user: customer } = await t.newUser();
  const own = [];
  for (let i = 0; i < 4; i += 1) own.push(await t.insertBooking(customer, chef, { eventDate: daysFromToday(30 + i) }));
  return {
    app: t.app,
    dataSource: t.db.dataSource,
    serviceName: 'chef-bff',
    origin: t.config.publicUrl,
    identities,
    ids: [1, 2, 3, ...own.map((b) => b.id)],
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
});
