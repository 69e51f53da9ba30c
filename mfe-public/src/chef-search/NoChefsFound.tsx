import { ChefWaitlistState } from '../landing/ChefWaitlistState';

/** No chef matches the search (docs/decisions.md): a friendly way forward for diners and chefs alike. */
export function NoChefsFound() {
  return (
    <ChefWaitlistState
      level={2}
      title="No chefs match your search yet"
      description="We are onboarding new chefs across metro Atlanta every week. Try another date or cuisine, apply to cook with us, or join the waitlist and we'll tell you when a chef near you is ready."
    />
  );
}
