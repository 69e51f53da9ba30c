export * from './bff-test-app';
export * from './booking-fixtures';
export * from './same-origin-http';
export * from './query-plans';
export * from './query-counter';
export * from './access';
export * from './route-table';
export * from './connection-name';
