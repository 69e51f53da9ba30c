export * from './bff-test-app';
export * from './booking-fixtures';
export * from './query-plans';
