import { Card, Container, cn } from '@chefs/ui';
import { type ReactNode, useEffect, useRef } from 'react';

export interface CheckoutNoticeProps {
  icon: ReactNode;
  tone: 'success' | 'info' | 'warning';
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Move focus to the title when shown after an action (e.g. a successful payment). */
  focusTitle?: boolean;
}

const tones = {
  success: 'bg-brand-50 text-brand-700',
  info: 'bg-copper-50 text-copper-700',
  warning: 'bg-amber-50 text-amber-800',
} as const;

/** A checkout outcome on its own: icon, heading, a few words and the way on. */
export function CheckoutNotice({ icon, tone, title, children, actions, focusTitle = false }: CheckoutNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <Container className="py-12 sm:py-16">
      <Card padding="lg" className="mx-auto max-w-lg text-center">
        <div
          aria-hidden="true"
          className={cn('mx-auto flex h-14 w-14 items-center justify-center rounded-full', tones[tone])}
        >
          {icon}
        </div>
        <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-ink outline-none sm:text-3xl">
          {title}
        </h1>
        <div className="mt-3 space-y-2 text-sm text-muted sm:text-base">{children}</div>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">{actions}</div>
      </Card>
    </Container>
  );
}
