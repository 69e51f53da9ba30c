import { ChefWaitlistState } from '../landing/ChefWaitlistState';

/** The empty search's title (docs/decisions.md), also what the results' status line says then. */
export const NO_CHEFS_MATCH = 'No chefs match your search yet';

/** No chef matches the search (docs/decisions.md): a friendly way forward for diners and chefs alike. */
export function NoChefsFound() {
  return (
    <ChefWaitlistState
      level={2}
      title={NO_CHEFS_MATCH}
      description="We are onboarding new chefs across metro Atlanta every week. Try another date or cuisine, apply to cook with us, or join the waitlist and we'll tell you when a chef near you is ready."
    />
  );
}
