import { buttonClasses, type ButtonVariant } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

/** "Find a Chef": back to the landing page's chefs section (/#chefs). */
export function FindChefLink({ variant = 'accent' }: { variant?: ButtonVariant }) {
  return (
    <Link to="/#chefs" className={buttonClasses({ variant })}>
      <ChefHat aria-hidden="true" className="h-4 w-4" />
      Find a Chef
    </Link>
  );
}
