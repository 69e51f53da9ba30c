export { createDevIdpApp } from './create-dev-idp-app';
export { DEV_ACCOUNTS } from './accounts/accounts';
