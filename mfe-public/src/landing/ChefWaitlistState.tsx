import { buttonClasses, EmptyState, type EmptyStateProps } from '@chefs/ui';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';

export type ChefWaitlistStateProps = Pick<EmptyStateProps, 'title' | 'description' | 'level'>;

/** No chef to show yet: "Apply to be a Chef" for chefs, "Join Waitlist" for diners (docs/product.md §2, docs/decisions.md). */
export function ChefWaitlistState({ title, description, level }: ChefWaitlistStateProps) {
  return (
    <EmptyState
      level={level}
      icon={<ChefHat className="h-6 w-6" />}
      title={title}
      description={description}
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
