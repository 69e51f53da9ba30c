// @chefs/db/testing: for tests only (ESLint refuses it in production code). A fresh, migrated
// database per suite, dropped afterwards.
export { createTestDatabase, type TestDatabase } from './test-database';
