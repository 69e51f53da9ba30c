export * from './app-config';
export type { ConfigContext } from './groups';
