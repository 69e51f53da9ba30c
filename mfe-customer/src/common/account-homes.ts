import { type Role } from '@chefs/contracts';

/** The accounts the customer API refuses (403): docs/product.md §6. */
export type OtherRole = Exclude<Role, 'customer'>;

export interface AccountHome {
  /** How the account is named in a sentence: "a chef account". */
  account: string;
  /** The account's own place in the app. */
  to: string;
  /** The button that goes there. */
  label: string;
}

/** Where a signed-in chef or admin belongs: "/" sends them there, a customer's page offers it. */
export const ACCOUNT_HOMES: Record<OtherRole, AccountHome> = {
  chef: { account: 'a chef account', to: '/chef-portal', label: 'Go to the chef portal' },
  admin: { account: 'an admin account', to: '/admin', label: 'Go to the admin dashboard' },
};
