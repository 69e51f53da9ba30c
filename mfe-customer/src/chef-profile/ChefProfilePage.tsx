import { isUnauthorizedError, useChef } from '@chefs/api-client';
import { Container } from '@chefs/ui';
import { useParams } from 'react-router';
import { LoadError } from '../common/LoadError';
import { ResourceNotFound } from '../common/ResourceNotFound';
import { SIGN_IN_PROMPTS } from '../common/sign-in-prompts';
import { SignInRequired } from '../common/SignInRequired';
import { useSignInRedirect } from '../common/useSignInRedirect';
import { ChefAbout } from './ChefAbout';
import { ChefIntroVideo } from './ChefIntroVideo';
import { ChefPortfolio } from './ChefPortfolio';
import { ChefProfileHeader } from './ChefProfileHeader';
import { ChefProfileSkeleton } from './ChefProfileSkeleton';
import { ChefQuickStats } from './ChefQuickStats';
import { ChefReviews } from './ChefReviews';

/** /chef/:id: a chef's profile (docs/product.md §2); visitors are sent to sign in. */
export function ChefProfilePage() {
  const { id } = useParams();
  const { user, isLoading } = useSignInRedirect(SIGN_IN_PROMPTS.chefProfile);
  const chef = useChef(id, { enabled: user !== null });

  if (isLoading) return <ChefProfileSkeleton />;
  if (!user || (chef.isError && isUnauthorizedError(chef.error))) return <SignInRequired what="chef profiles" />;
  if (chef.isPending) return <ChefProfileSkeleton />;
  if (chef.isError) {
    return <LoadError heading="Chef Profile" title="We couldn't load this chef" onRetry={() => void chef.refetch()} />;
  }
  if (!chef.data) {
    return <ResourceNotFound title="Chef Not Found" message="This chef doesn't exist or is no longer available." />;
  }
  const profile = chef.data;
  return (
    <Container className="py-10 sm:py-12">
      <ChefProfileHeader chef={profile} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
          <ChefAbout chef={profile} />
          <ChefPortfolio name={profile.name} images={profile.portfolioImages} />
          <ChefReviews chefId={profile.id} />
        </div>
        <aside aria-label="At a glance" className="grid min-w-0 grid-cols-1 gap-6">
          <ChefQuickStats chef={profile} />
          <ChefIntroVideo name={profile.name} videoUrl={profile.videoUrl} />
        </aside>
      </div>
    </Container>
  );
}
