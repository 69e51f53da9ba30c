import { type ReactNode } from 'react';

export interface HomeSectionProps {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

export function HomeSection({ id, title, action, children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-12 scroll-mt-20">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
