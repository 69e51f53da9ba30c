export * from './bff-test-app';
export * from './booking-fixtures';
