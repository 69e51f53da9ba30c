import { type AuthState } from '@chefs/api-client';
import { type AuthUser } from '@chefs/contracts';
import { type OtherRole } from './account-homes';
import { type SignInPrompt } from './sign-in-prompts';
import { useSignInRedirect } from './useSignInRedirect';

export interface CustomerSession extends AuthState {
  /** The signed-in user when a customer, the only account the customer API answers; else null. */
  customer: AuthUser | null;
  /** The role of a signed-in chef or admin, who gets <CustomerOnly> instead of the page; else null. */
  otherRole: OtherRole | null;
}

/**
 * The session of a customer's page (docs/product.md §6). The page enables its customer API
 * queries for `customer` only, so a chef or an admin (`otherRole`) never asks for what would be
 * refused with a 403. With a prompt, a visitor is also sent to sign in (useSignInRedirect).
 */
export function useCustomerSession(signIn?: SignInPrompt): CustomerSession {
  const auth = useSignInRedirect(signIn);
  const role = auth.user?.role;
  return {
    ...auth,
    customer: role === 'customer' ? auth.user : null,
    otherRole: role === undefined || role === 'customer' ? null : role,
  };
}
