import { ChefWaitlistState } from './ChefWaitlistState';

/** No chefs yet: invite chefs to apply and diners to join the waitlist (docs/product.md §2). */
export function ChefsOnboarding() {
  return (
    <ChefWaitlistState
      title="Chef onboarding in progress"
      description="We are vetting Atlanta's best private chefs right now. Apply to cook with us, or join the waitlist and we'll let you know when booking opens."
    />
  );
}
