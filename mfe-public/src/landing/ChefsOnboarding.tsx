import { buttonClasses, EmptyState } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

/** No chefs yet: invite chefs to apply and diners to join the waitlist (spec §2). */
export function ChefsOnboarding() {
  return (
    <EmptyState
      icon={<ChefHat className="h-6 w-6" />}
      title="Chef onboarding in progress"
      description="We are vetting Atlanta's best private chefs right now. Apply to cook with us, or join the waitlist and we'll let you know when booking opens."
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
