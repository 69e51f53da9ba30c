import { type BookingDetailDto } from '@chefs/contracts';
import { Card, CardHeader, cn, Container, ErrorState, focusRing } from '@chefs/ui';
import { ChevronLeft } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { BookingNotPayable } from './BookingNotPayable';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentFieldsPlaceholder } from './PaymentFieldsPlaceholder';
import { PaymentPanel } from './PaymentPanel';
import { PaymentSetupRequired } from './PaymentSetupRequired';
import { useCheckoutIntent } from './useCheckoutIntent';

export interface CheckoutViewProps {
  booking: BookingDetailDto;
  onPaid: () => void;
}

/** "Complete Your Booking": the summary beside (on a phone: above) the card payment. */
export function CheckoutView({ booking, onPaid }: CheckoutViewProps) {
  const intent = useCheckoutIntent(booking.id);
  // Try again (the intent, or Stripe.js) swaps its message and button for the card form: the focus
  // waits on "Payment Information", which stays, instead of falling to <body>.
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  if (intent.kind === 'notConfigured') return <PaymentSetupRequired bookingId={booking.id} />;
  if (intent.kind === 'alreadyPaid') return <BookingNotPayable booking={booking} reason="paid" />;
  if (intent.kind === 'notPayable') return <BookingNotPayable booking={booking} reason="closed" />;

  let payment: ReactNode;
  if (intent.kind === 'ready')
    payment = (
      <PaymentPanel key={intent.intent.clientSecret} intent={intent.intent} onPaid={onPaid} retryFocus={paymentTitle} />
    );
  else if (intent.kind === 'failed')
    payment = (
      <ErrorState
        title="We couldn't start the payment"
        description={intent.description}
        onRetry={intent.retry}
        retryFocus={paymentTitle}
      />
    );
  else
    payment = (
      <div role="status" aria-live="polite">
        <span className="sr-only">Preparing the payment form…</span>
        <PaymentFieldsPlaceholder withPayButton />
      </div>
    );

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to={`/bookings/${booking.id}`}
        className={cn(
          // min-h-6: a tap target of 24 px at least (the line of text alone was 20 px).
          'inline-flex min-h-6 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline',
          focusRing,
        )}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Booking details
      </Link>
      <header className="mt-3">
        <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Complete Your Booking</h1>
        <p className="mt-2 text-muted">Check the details, then pay by card to confirm your booking.</p>
      </header>
      {/* grid-cols-1 (minmax(0, 1fr)) and min-w-0, not the implicit auto column: an unbroken word
          (a pasted link in the special requests) would widen the column to its whole length and
          push the Pay button off a phone. */}
      <div className="mt-8 grid grid-cols-1 items-start gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <section aria-labelledby="checkout-summary-title" className="min-w-0">
          <CheckoutSummary booking={booking} />
        </section>
        <section aria-labelledby="checkout-payment-title" className="min-w-0">
          <Card>
            <CardHeader
              title="Payment Information"
              titleId="checkout-payment-title"
              titleRef={paymentTitle}
              description="You are charged once, for the total shown."
            />
            {payment}
          </Card>
        </section>
      </div>
    </Container>
  );
}
