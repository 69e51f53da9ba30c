import { buttonClasses } from '@chefs/ui';
import { type ReactNode } from 'react';
import { Link } from 'react-router';

export interface HomeSectionProps {
  id: string;
  title: string;
  /** A link beside the heading to the full list ("View All"). */
  seeAll?: { to: string; label: string };
  children: ReactNode;
}

export function HomeSection({ id, title, seeAll, children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-12">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
          {title}
        </h2>
        {seeAll ? (
          <Link to={seeAll.to} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {seeAll.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
