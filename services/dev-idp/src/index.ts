export { createDevIdpApp, DEV_IDP_CONFIG_GROUPS } from './create-dev-idp-app';
export { DEV_ACCOUNTS } from './accounts/accounts';
