export * from './bff-test-app';
