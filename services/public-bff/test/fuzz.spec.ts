import { fastifyOf } from '@chefs/server-core';
import { describeFuzz, fuzzIdentities, startOidcMetadataServer } from '@chefs/testing/fuzz';
import { startTestApp } from './support';

describeFuzz('public-bff', async () => {
  // Sign-in needs the provider's metadata; the identity provider itself does not run here.
  const provider = await startOidcMetadataServer();
  const t = await startTestApp({ OIDC_ISSUER: provider.issuer });
  for (let i = 0; i < 100 && (await fastifyOf(t.app).inject({ url: '/api/login' })).statusCode === 503; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const { identities } = await fuzzIdentities(t.db.dataSource, t.config.sessionSecret);
  return {
    app: t.app,
    dataSource: t.db.dataSource,
    serviceName: 'public-bff',
    origin: t.config.publicUrl,
    identities,
    ids: [1, 2, 3, 5, 10],
    // Sign-in, its callback and sign-out answer redirects; no generated token is one the link was mailed with.
    reachable: /^(?!GET \/api\/(login|callback|logout)$|POST \/api\/subscribe-recipes\/confirm$)/,
    examples: {
      'POST /api/chef-application': {
        fullName: 'Jordan Avery',
        email: 'jordan.avery@example.com',
        phone: '(404) 555-0177',
        yearsOfExperience: 9,
        specialty: 'french',
        description: 'Nine years on the line in Atlanta, the last four as sous chef at a Buckhead bistro.',
        foodSafetyAnswers: [2, 1, 3, 1, 2],
        professionalismAnswers: [1, 1, 1, 1, 1],
        reference1Name: 'Dana Cole',
        reference1Phone: '4045550188',
        reference1Relationship: 'Former head chef',
        serviceTypes: ['Meal Prep', 'Private Dinner'],
        location: 'Atlanta, GA',
        zipCode: '30305',
        pricePerPerson: 85.5,
        backgroundCheckConsent: true,
      },
      'PUT /api/me/preferences': {
        email: 'casey@example.com',
        firstName: 'Casey',
        lastName: 'Morgan',
        phone: '(404) 555-0101',
        serviceType: 'meal_prep',
        cuisinePreferences: ['Italian', 'Southern'],
        dietaryRestrictions: ['Vegetarian'],
        planningOption: 'premium_planning',
        oneTimeFee: 99,
        customRequest: 'Weeknight dinners.',
      },
    },
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
});
