import { MESSAGES, type BookingDetailDto } from '@chefs/contracts';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { BackToHomeLink, ViewBookingLink } from './checkout-links';
import { CheckoutNotice } from './CheckoutNotice';

/**
 * Nothing to pay: already paid (docs/product.md §2 "Payment Already Completed"), or cancelled / refunded
 * (the server answers 409, docs/decisions.md: a cancelled booking is not payable).
 */
export function BookingNotPayable({ booking, reason }: { booking: BookingDetailDto; reason: 'paid' | 'closed' }) {
  const actions = (
    <>
      <ViewBookingLink bookingId={booking.id} />
      <BackToHomeLink />
    </>
  );
  if (reason === 'paid') {
    return (
      <CheckoutNotice
        tone="success"
        icon={<CircleCheck className="h-7 w-7" />}
        title={MESSAGES.payment.alreadyPaid}
        actions={actions}
      >
        <p>This booking has already been paid, so there is nothing more to pay.</p>
      </CheckoutNotice>
    );
  }
  return (
    <CheckoutNotice
      tone="info"
      icon={<CircleSlash className="h-7 w-7" />}
      title={booking.status === 'cancelled' ? 'Booking Cancelled' : 'Payment Not Available'}
      actions={actions}
    >
      <p>{MESSAGES.payment.notPayable}</p>
      <p>To book this chef again, start a new booking from their profile.</p>
    </CheckoutNotice>
  );
}
