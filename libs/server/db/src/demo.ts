// @chefs/db/demo: the demo data, for `npm run seed`, the dev-idp's demo accounts and the tests
// (ESLint refuses it in any other production code). The accounts, their password, the seed, and
// the growth of the seed to metro scale for the benches and query-plan tests.
export { seed, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type SeedResult } from './seed';
export { growToScale, METRO_SCALE, type ScaleTargets, type ScaleReport } from './scale/grow-to-scale';
