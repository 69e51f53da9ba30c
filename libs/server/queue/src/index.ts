export * from './connection';
export * from './queues';
export * from './job-id';
export * from './outbox';
export * from './outbox-relay';
export * from './email-data';
export * from './booking-notifications';
export * from './push-relay';
