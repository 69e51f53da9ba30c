import { signInAndReturn } from '@chefs/api-client';
import { Button, Container, EmptyState } from '@chefs/ui';
import { LogIn } from 'lucide-react';

/** Shown on a signed-in page to a visitor. */
export function SignInRequired({ what }: { what: string }) {
  return (
    <Container className="py-16">
      <EmptyState
        level={1}
        icon={<LogIn className="h-6 w-6" />}
        title="Please Sign In"
        description={`Sign in to see ${what}.`}
        actions={<Button onClick={signInAndReturn}>Sign In</Button>}
      />
    </Container>
  );
}
