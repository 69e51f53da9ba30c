import { CHEF_MESSAGES, TIME_SLOT_LABELS, type BookingDto, type ChefStatusTarget } from '@chefs/contracts';
import { isLapsedRequest } from '@chefs/domain';
import {
  BookingStatusBadge,
  Button,
  Card,
  cn,
  focusRing,
  formatDate,
  formatMoney,
  humanize,
  PaymentStatusBadge,
} from '@chefs/ui';
import { useEffect, useRef } from 'react';
import { DeclineDialog } from './DeclineDialog';
import { useSetBookingStatus } from './useSetBookingStatus';

/**
 * One of the chef's bookings, with Accept and Decline while pending. `onDeciding` is told as either
 * is pressed: the buttons go once the booking is decided, and the list then moves the focus. The
 * title takes the focus from the list (after a decision, or as the first of a page loaded), its
 * status read with it.
 */
export function BookingRow({
  booking,
  focused = false,
  onDeciding,
}: {
  booking: BookingDto;
  /** The booking the address names (a push's link): shown in the middle of the screen, marked and focused. */
  focused?: boolean;
  onDeciding: () => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [focused]);
  const setStatus = useSetBookingStatus(booking.id);
  const busy = setStatus.busy;
  const decide = (status: ChefStatusTarget) => {
    onDeciding();
    return setStatus.set(status);
  };
  const statusId = `booking-${booking.id}-status`;
  const facts = [
    { label: 'Date', value: `${formatDate(booking.eventDate)} · ${TIME_SLOT_LABELS[booking.eventTime]}` },
    { label: 'Service', value: humanize(booking.serviceType) },
    { label: 'Guests', value: String(booking.guestCount) },
    { label: 'Total', value: formatMoney(booking.totalAmount) },
    // Beyond the spec's columns: what a chef needs to decide and to cook (where, and what was
    // asked for), which the booking already carries.
    { label: 'Address', value: booking.clientAddress, wide: true },
    ...(booking.specialRequests?.trim()
      ? [{ label: 'Special requests', value: booking.specialRequests.trim(), wide: true }]
      : []),
  ];
  return (
    <li
      ref={ref}
      data-booking-id={booking.id}
      tabIndex={focused ? -1 : undefined}
      aria-current={focused ? 'true' : undefined}
      className={focused ? cn('rounded-[var(--radius-card)]', focusRing) : undefined}
    >
      <Card padding="sm" className={focused ? 'ring-2 ring-copper-500' : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* A flex item is never narrower than its longest word unless told (min-w-0): a client
              name of one long word made the card, and the page, wider than a phone's screen. */}
          <h3
            tabIndex={-1}
            aria-describedby={statusId}
            className={cn('min-w-0 rounded font-semibold break-words text-ink', focusRing)}
          >{`Booking #${booking.id} · ${booking.clientName}`}</h3>
          <div id={statusId} className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <BookingStatusBadge status={booking.status} />
            <span className="inline-flex items-center gap-1.5">
              Payment <PaymentStatusBadge status={booking.paymentStatus} />
            </span>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
          {facts.map((fact) => (
            <div key={fact.label} className={cn('min-w-0', 'wide' in fact && 'col-span-2 lg:col-span-4')}>
              <dt className="text-muted">{fact.label}</dt>
              <dd className="font-medium break-words whitespace-pre-line text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {booking.status === 'pending' ? (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {/* A request whose date has passed can only be declined (the server says the same). */}
            {isLapsedRequest(booking) ? (
              <p className="text-sm text-muted">{CHEF_MESSAGES.datePassed}</p>
            ) : (
              // Busy, not disabled: the focus stays on it until the answer (then the list moves it).
              <Button
                size="sm"
                busy={busy}
                aria-label={`${busy ? 'Updating' : 'Accept'} booking #${booking.id} for ${booking.clientName}`}
                onClick={() => void decide('confirmed')}
              >
                {busy ? 'Updating...' : 'Accept'}
              </Button>
            )}
            <DeclineDialog booking={booking} busy={busy} onDecline={() => decide('cancelled')} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}
