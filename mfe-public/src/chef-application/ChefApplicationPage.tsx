import { useAuth, useChefApplicationStatus, useChefProfile } from '@chefs/api-client';
import { Card, Container, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { useState } from 'react';
import { ApplicationSubmitted } from './ApplicationSubmitted';
import { ChefApplicationWizard } from './ChefApplicationWizard';
import { ChefProfileNotice, OpenApplicationNotice } from './ConflictNotice';
import { SignInNotice } from './SignInNotice';

/** /chef-application: the 5-step application, then "Application Submitted!". */
export function ChefApplicationPage() {
  const { user, isLoading, isAuthenticated } = useAuth();
  const [submitted, setSubmitted] = useState(false);
  // An application still pending or under review: said before the five steps, not after them.
  const latest = useChefApplicationStatus({ enabled: isAuthenticated }).data;
  const open = latest?.status === 'pending' || latest?.status === 'under_review';
  // A chef already: the server refuses an application (409); said before the steps too.
  const isChef = useChefProfile({ enabled: isAuthenticated }).data != null;
  return (
    <Container width="narrow" className="py-10 sm:py-14">
      <div className="mx-auto mb-8 max-w-3xl text-center">
        <p className="text-sm font-medium tracking-wide text-copper-700 uppercase">Cook with us</p>
        <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">Chef Application</h1>
        <p className="mt-3 text-muted">
          Join Atlanta&apos;s private chef marketplace. Five short steps, about ten minutes.
        </p>
      </div>
      {!isLoading && !isAuthenticated && !submitted ? <SignInNotice /> : null}
      {(isChef || open) && !submitted ? (
        <div className="mx-auto mb-6 max-w-3xl">{isChef ? <ChefProfileNotice /> : <OpenApplicationNotice />}</div>
      ) : null}
      <Card padding="lg" className="mx-auto max-w-3xl">
        {isLoading ? (
          <LoadingRegion label="Loading the application…">
            <SkeletonGroup>
              <Skeleton className="h-2 w-full" />
              <Skeleton className="mt-8 h-7 w-48" />
              <Skeleton className="mt-6 h-64 w-full" />
            </SkeletonGroup>
          </LoadingRegion>
        ) : submitted ? (
          <ApplicationSubmitted />
        ) : (
          <ChefApplicationWizard user={user} isAuthenticated={isAuthenticated} onSubmitted={() => setSubmitted(true)} />
        )}
      </Card>
    </Container>
  );
}
