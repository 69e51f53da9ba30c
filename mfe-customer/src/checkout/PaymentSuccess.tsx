import { type BookingDetailDto } from '@chefs/contracts';
import { formatLongDate, formatMoney, humanize } from '@chefs/ui';
import { CircleCheck } from 'lucide-react';
import { BackToHomeLink, ViewBookingLink } from './checkout-links';
import { CheckoutNotice } from './CheckoutNotice';

/** docs/product.md §2: after a successful card confirmation. */
export function PaymentSuccess({ booking }: { booking: BookingDetailDto }) {
  return (
    <CheckoutNotice
      tone="success"
      icon={<CircleCheck className="h-7 w-7" />}
      title="Payment Successful!"
      focusTitle
      actions={
        <>
          <ViewBookingLink bookingId={booking.id} />
          <BackToHomeLink />
        </>
      }
    >
      <p className="wrap-anywhere text-ink">
        Your booking is confirmed: {humanize(booking.serviceType)} with {booking.chefName} on{' '}
        {formatLongDate(booking.eventDate)}.
      </p>
      <p>
        We received your payment of {formatMoney(booking.totalAmount)}. A confirmation e-mail with all the details will
        follow shortly.
      </p>
    </CheckoutNotice>
  );
}
