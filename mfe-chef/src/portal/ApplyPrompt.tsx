import { buttonClasses, EmptyState } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

/** No profile and no application: invite the user to apply. */
export function ApplyPrompt() {
  return (
    <EmptyState
      level={2}
      icon={<ChefHat className="h-6 w-6" />}
      title="Apply to Become a Chef"
      description="Tell us about your cooking, pass two short quizzes on food safety and professionalism, and choose where you cook. We review every application within 48 hours."
      actions={
        <Link to="/chef-application" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
          Apply Now
        </Link>
      }
    />
  );
}
