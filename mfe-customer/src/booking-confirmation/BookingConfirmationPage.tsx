import { buttonClasses, Container, EmptyState, LoadingRegion, Skeleton, SkeletonGroup } from '@chefs/ui';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CustomerOnly } from '../common/CustomerOnly';
import { readPendingBooking } from '../common/pending-booking';
import { SIGN_IN_PROMPTS } from '../common/sign-in-prompts';
import { SignInRequired } from '../common/SignInRequired';
import { useCustomerSession } from '../common/useCustomerSession';
import { NextSteps } from './NextSteps';
import { RequestSummary } from './RequestSummary';
import { useConfirmationEmail } from './useConfirmationEmail';

/** /booking-confirmation: the schedule request kept in this browser, and what happens next (docs/product.md §2). */
export function BookingConfirmationPage() {
  const { user, isLoading, customer, otherRole } = useCustomerSession(SIGN_IN_PROMPTS.confirmation);
  const [booking] = useState(readPendingBooking);
  useConfirmationEmail(customer, booking);

  if (isLoading) {
    return (
      <Container width="narrow" className="py-10 sm:py-12">
        <LoadingRegion label="Loading your confirmation…">
          <SkeletonGroup>
            <Skeleton className="mx-auto h-10 w-80 max-w-full" />
            <Skeleton className="mt-8 h-56 rounded-2xl" />
            <Skeleton className="mt-6 h-64 rounded-2xl" />
          </SkeletonGroup>
        </LoadingRegion>
      </Container>
    );
  }
  if (otherRole) return <CustomerOnly role={otherRole} />;
  if (!user) return <SignInRequired what="your booking confirmation" />;
  if (!booking) {
    return (
      <Container width="narrow" className="py-12 sm:py-16">
        <h1 className="mb-6 text-3xl font-semibold text-brand-900">Booking Confirmation</h1>
        <EmptyState
          level={2}
          icon={<CalendarPlus className="h-6 w-6" />}
          title="No booking data found."
          description="Schedule a service and your request will show here."
          actions={
            <Link to="/schedule" className={buttonClasses()}>
              Schedule New Service
            </Link>
          }
        />
      </Container>
    );
  }
  return (
    <Container width="narrow" className="py-10 sm:py-12">
      <header className="mb-8 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-600" />
        <h1 className="mt-3 text-3xl font-semibold text-brand-900 sm:text-4xl">Booking Request Received!</h1>
        <p className="mx-auto mt-2 max-w-xl text-muted">
          Thank you. Our team has your request and will be in touch at {user.email}.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6">
        <RequestSummary booking={booking} />
        <NextSteps />
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/customer-portal" className={buttonClasses({ size: 'lg' })}>
          View My Reservations
        </Link>
        <Link to="/schedule" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Schedule Another Service
        </Link>
      </div>
    </Container>
  );
}
