import { Button, Card, Container } from '@chefs/ui';
import { type ReactNode } from 'react';

export interface SignInCardProps {
  title: string;
  intro: string;
  buttonLabel: string;
  onSignIn: () => void;
  notice?: ReactNode;
  children?: ReactNode;
}

/** The shared look of the customer and chef sign-in pages. */
export function SignInCard({ title, intro, buttonLabel, onSignIn, notice, children }: SignInCardProps) {
  return (
    <Container className="py-12 sm:py-20">
      <Card padding="lg" className="mx-auto max-w-md">
        <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        {notice}
        <Button size="lg" className="mt-6 w-full" onClick={onSignIn}>
          {buttonLabel}
        </Button>
        {children ? (
          <div className="mt-6 space-y-2 border-t border-line pt-5 text-sm text-muted">{children}</div>
        ) : null}
      </Card>
    </Container>
  );
}
