export * from './enums';
export * from './routes';
export * from './queues';
export * from './api';
export * from './messages';
export * from './validation';
export * from './public-api';
export * from './customer-api';
