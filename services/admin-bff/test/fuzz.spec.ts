import { startStripeStandIn } from '@chefs/stripe-stand-in';
import { describeFuzz, fuzzIdentities, payPaidSeedBookings } from '@chefs/testing/fuzz';
import { startTestApp } from './support';

const KEYS = {
  secretKey: 'sk_test_admin_bff_fuzz',
  publishableKey: 'pk_test_admin_bff_fuzz',
  webhookSecret: 'whsec_admin_bff_fuzz',
};

describeFuzz('admin-bff', async () => {
  // Refunds and payment intents go to the local Stripe stand-in, as in the other payment tests.
  const standIn = await startStripeStandIn({ port: 0, ...KEYS, webhookUrl: null });
  const stripe = { ...KEYS, apiBase: standIn.url, jsUrl: standIn.jsUrl };
  const t = await startTestApp(stripe);
  await payPaidSeedBookings(t.db.dataSource, { ...t.config.stripe, ...stripe });
  const { identities } = await fuzzIdentities(t.db.dataSource, t.config.sessionSecret);
  return {
    app: t.app,
    dataSource: t.db.dataSource,
    serviceName: 'admin-bff',
    origin: t.config.publicUrl,
    identities,
    ids: [1, 2, 3, 4, 5, 8, 12],
    examples: {
      'POST /api/chefs': {
        name: 'Jordan Ellis',
        specialty: 'Low-country seafood',
        primaryCuisine: 'southern',
        pricePerPerson: 95,
        zipCode: '30306',
        location: 'Atlanta, GA',
        bio: 'Fifteen years cooking along the coast.',
      },
      'POST /api/recipes': {
        title: 'Shrimp and grits',
        description: 'Stone-ground grits with a smoky shrimp gravy.',
        category: 'quick_dinners',
        difficulty: 'easy',
        prepTime: 10,
        cookingTime: 25,
        servings: 4,
        ingredients: ['1 cup grits', '1 lb shrimp'],
        instructions: ['Cook the grits.', 'Sear the shrimp.'],
      },
    },
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
});
