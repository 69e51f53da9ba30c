import { buttonClasses, EmptyState } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

/** No chef matches the search (decisions.md): a friendly way forward for diners and chefs alike. */
export function NoChefsFound() {
  return (
    <EmptyState
      level={2}
      icon={<ChefHat className="h-6 w-6" />}
      title="No chefs match your search yet"
      description="We are onboarding new chefs across metro Atlanta every week. Try another date or cuisine, apply to cook with us, or join the waitlist and we'll tell you when a chef near you is ready."
      actions={
        <>
          <Link to="/chef-application" className={buttonClasses({ variant: 'primary' })}>
            Apply to be a Chef
          </Link>
          <a href="/api/login" className={buttonClasses({ variant: 'outline' })}>
            Join Waitlist
          </a>
        </>
      }
    />
  );
}
