import { SUBSCRIBE_RECIPES_RULES, validate } from '@chefs/contracts';

/** docs/product.md §5: the subscribe form submits only when the e-mail is non-empty and contains "@". */
export function canSubmitSubscription(email: string): boolean {
  const value = email.trim();
  return value !== '' && value.includes('@');
}

/** The shared rule's message ("Please enter a valid email address") when the server would refuse it, else null. */
export function subscriptionEmailError(email: string): string | null {
  return validate(SUBSCRIBE_RECIPES_RULES, { email })[0]?.message ?? null;
}
