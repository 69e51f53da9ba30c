import { ApiError, useConfirmSubscription } from '@chefs/api-client';
import { SUBSCRIPTION_LINK_INVALID } from '@chefs/contracts';
import { buttonClasses, Card, Container, ErrorState, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { MailCheck, MailX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

export const CONFIRM_SUBSCRIPTION_PATH = '/subscribe/confirm';

/**
 * /subscribe/confirm?token=: the link of the confirmation e-mail (double opt-in). The page
 * confirms with a POST of its own, so a mail scanner that merely fetches the link
 * confirms nothing.
 */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSubscription();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const refused = !token || (confirm.error instanceof ApiError && confirm.error.status === 400);
  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <Card padding="lg" className="mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">Recipe collection</h1>
        <div className="mt-6">
          {refused ? (
            <Outcome
              icon={<MailX className="h-6 w-6" />}
              title="This link does not work"
              text={SUBSCRIPTION_LINK_INVALID}
              action="Back to recipes"
            />
          ) : confirm.isSuccess ? (
            <Outcome
              icon={<MailCheck className="h-6 w-6" />}
              title="Subscription confirmed"
              text={
                <>
                  The complete recipe collection is on its way to{' '}
                  <span className="font-semibold break-words text-ink">{confirm.data.email}</span>.
                </>
              }
              action="Browse recipes"
            />
          ) : confirm.isError ? (
            <ErrorState
              title="We could not confirm your subscription"
              description="Please try again in a moment."
              onRetry={() => confirm.mutate({ token })}
            />
          ) : (
            <LoadingRegion label="Confirming your subscription…">
              <SkeletonGroup>
                <Skeleton className="mx-auto h-12 w-12 rounded-full" />
                <Skeleton className="mx-auto mt-4 h-6 w-56" />
                <Skeleton className="mx-auto mt-3 h-4 w-72 max-w-full" />
              </SkeletonGroup>
            </LoadingRegion>
          )}
        </div>
      </Card>
    </Container>
  );
}

function Outcome({ icon, title, text, action }: { icon: ReactNode; title: string; text: ReactNode; action: string }) {
  return (
    <div role="status" className="flex flex-col items-center">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-copper-50 text-copper-700"
      >
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-muted">{text}</p>
      <Link to="/recipes" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        {action}
      </Link>
    </div>
  );
}
