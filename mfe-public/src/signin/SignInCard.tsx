import { Button, Card, Container } from '@chefs/ui';
import { type ReactNode } from 'react';

export interface SignInCardProps {
  title: string;
  intro: string;
  buttonLabel: string;
  onSignIn: () => void;
  icon: ReactNode;
  /** Shown between the intro and the button (the sign-in error). */
  notice?: ReactNode;
  children?: ReactNode;
}

/** The shared look of the customer and chef sign-in pages. */
export function SignInCard({ title, intro, buttonLabel, onSignIn, icon, notice, children }: SignInCardProps) {
  return (
    <Container className="py-12 sm:py-20">
      <Card padding="lg" className="mx-auto max-w-md">
        <div
          aria-hidden="true"
          className="mb-5 flex h-12 w-12 items-center justify-center rounded-full bg-copper-50 text-copper-700"
        >
          {icon}
        </div>
        <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        {notice}
        <Button size="lg" className="mt-6 w-full" onClick={onSignIn}>
          {buttonLabel}
        </Button>
        <p className="mt-3 text-center text-xs text-muted">You will continue to our secure sign-in page.</p>
        {children ? (
          <div className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-muted">{children}</div>
        ) : null}
      </Card>
    </Container>
  );
}
