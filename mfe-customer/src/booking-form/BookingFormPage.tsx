import { isUnauthorizedError, useChef } from '@chefs/api-client';
import { useParams } from 'react-router';
import { CustomerOnly } from '../common/CustomerOnly';
import { LoadError } from '../common/LoadError';
import { ResourceNotFound } from '../common/ResourceNotFound';
import { SIGN_IN_PROMPTS } from '../common/sign-in-prompts';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { BookingFormSkeleton } from './BookingFormSkeleton';
import { BookingFormView } from './BookingFormView';

/** /booking/:chefId: book a chef (docs/product.md §2 "Booking form"); visitors are sent to sign in. */
export function BookingFormPage() {
  const { chefId } = useParams();
  const { user, isLoading, customer, otherRole } = useCustomerSession(SIGN_IN_PROMPTS.booking);
  const chef = useChef(chefId, { enabled: customer !== null });

  if (isLoading) return <BookingFormSkeleton />;
  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!user || (chef.isError && isUnauthorizedError(chef.error))) return <SignInRequired what="the booking form" />;
  if (chef.isPending) return <BookingFormSkeleton />;
  if (chef.isError) {
    return <LoadError heading="Book a Chef" title="We couldn't load this chef" onRetry={() => void chef.refetch()} />;
  }
  if (!chef.data) {
    return (
      <ResourceNotFound
        title="Chef Not Found"
        message="The chef you're trying to book doesn't exist or has been removed."
      />
    );
  }
  return <BookingFormView chef={chef.data} user={user} />;
}
