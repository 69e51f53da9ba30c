import { isUnauthorizedError, useChefBookings } from '@chefs/api-client';
import {
  BOOKING_STATUSES,
  CHEF_MESSAGES,
  TIME_SLOT_LABELS,
  type BookingDto,
  type BookingStatus,
} from '@chefs/contracts';
import { isLapsedRequest } from '@chefs/domain';
import {
  BookingStatusBadge,
  Button,
  Card,
  cn,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  formatDate,
  focusRing,
  formatMoney,
  humanize,
  Label,
  LoadingRegion,
  PaymentStatusBadge,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@chefs/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useSetBookingStatus } from './useSetBookingStatus';

function DeclineDialog({
  booking,
  onDecline,
  busy,
}: {
  booking: BookingDto;
  onDecline: () => Promise<boolean>;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const paid = booking.paymentStatus === 'paid';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="border-red-300 text-red-800 hover:bg-red-50"
          disabled={busy}
          aria-label={`Decline booking #${booking.id} for ${booking.clientName}`}
        >
          Decline
        </Button>
      }
      remote="chef"
      title={`Decline booking #${booking.id}?`}
      description={
        paid
          ? `The booking will be cancelled and the customer refunded ${formatMoney(booking.totalAmount)} in full.`
          : 'The booking will be cancelled. A paid booking is refunded in full; this one has not been paid, so nothing is charged or refunded.'
      }
      keepLabel="Keep booking"
      confirmLabel="Yes, decline"
      busyLabel="Declining..."
      busy={busy}
      onConfirm={() => void onDecline().then((ok) => ok && setOpen(false))}
    />
  );
}

function BookingRow({
  booking,
  focused = false,
}: {
  booking: BookingDto;
  /** The booking the address names (a push's link): shown in the middle of the screen, marked and focused. */
  focused?: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focused) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [focused]);
  const setStatus = useSetBookingStatus(booking.id);
  const busy = setStatus.busy;
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
      tabIndex={focused ? -1 : undefined}
      aria-current={focused ? 'true' : undefined}
      className={focused ? cn('rounded-[var(--radius-card)]', focusRing) : undefined}
    >
      <Card padding="sm" className={focused ? 'ring-2 ring-copper-500' : undefined}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* A flex item is never narrower than its longest word unless told (min-w-0): a client
              name of one long word made the card, and the page, wider than a phone's screen. */}
          <h3 className="min-w-0 font-semibold break-words text-ink">{`Booking #${booking.id} · ${booking.clientName}`}</h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
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
              <Button
                size="sm"
                disabled={busy}
                aria-busy={busy || undefined}
                aria-label={`${busy ? 'Updating' : 'Accept'} booking #${booking.id} for ${booking.clientName}`}
                onClick={() => void setStatus.set('confirmed')}
              >
                {busy ? 'Updating...' : 'Accept'}
              </Button>
            )}
            <DeclineDialog booking={booking} busy={busy} onDecline={() => setStatus.set('cancelled')} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** The filter's value for every status. */
const ALL = 'all';

/** How many more pages the tab reads by itself to find the booking a push named. */
const PAGES_TO_FIND = 5;

/**
 * The chef's own bookings, newest first, with Accept and Decline on pending ones, all of them or
 * those in one status (the filter above the list, read on the server). With
 * `focusBookingId` (a push's link, `/chef-portal?booking=<id>`) that booking is brought into view,
 * reading up to PAGES_TO_FIND more pages for it, or the tab says it is not among them.
 */
export function BookingsTab({
  focusBookingId,
  status,
  onStatus,
}: {
  focusBookingId?: number;
  /** Only the bookings in this status (none: all). */
  status?: BookingStatus;
  onStatus: (status?: BookingStatus) => void;
}) {
  const bookings = useChefBookings({ status });
  const [pagesRead, setPagesRead] = useState(0);
  const found = focusBookingId !== undefined && (bookings.data ?? []).some((b) => b.id === focusBookingId);
  const looking =
    focusBookingId !== undefined && !found && bookings.hasNextPage && pagesRead < PAGES_TO_FIND && !bookings.isError;
  const { fetchNextPage, isFetching } = bookings;
  useEffect(() => {
    if (!looking || isFetching) return;
    setPagesRead((n) => n + 1);
    void fetchNextPage();
  }, [looking, isFetching, fetchNextPage]);
  if (isUnauthorizedError(bookings.error)) return <Navigate to="/chef-signin" replace />;
  let list: ReactNode;
  if (bookings.isPending) {
    list = (
      <LoadingRegion label="Loading your bookings…">
        <ul className="space-y-3">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card padding="sm">
                <SkeletonGroup>
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="mt-3 h-10" />
                </SkeletonGroup>
              </Card>
            </li>
          ))}
        </ul>
      </LoadingRegion>
    );
  } else if (bookings.isError) {
    list = <ErrorState title="We couldn't load your bookings" onRetry={() => void bookings.refetch()} />;
  } else if (bookings.data.length === 0) {
    list = status ? (
      <EmptyState level={3} title={`No ${status} bookings`} description="Choose All bookings to see every booking." />
    ) : (
      <EmptyState
        level={3}
        title="No bookings yet"
        description="When a customer books you, the booking appears here for you to accept or decline."
      />
    );
  } else {
    list = (
      <>
        {looking ? (
          <p role="status" className="mb-3 text-sm text-muted">
            {`Looking for booking #${focusBookingId}…`}
          </p>
        ) : null}
        {focusBookingId !== undefined && !found && !looking ? (
          <p role="status" className="mb-3 rounded-xl bg-sand p-3 text-sm text-ink">
            {`Booking #${focusBookingId} is not among your latest bookings.`}
          </p>
        ) : null}
        <ul className="space-y-3">
          {bookings.data.map((booking) => (
            <BookingRow key={booking.id} booking={booking} focused={booking.id === focusBookingId} />
          ))}
        </ul>
        {bookings.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              disabled={bookings.isFetchingNextPage}
              onClick={() => void bookings.fetchNextPage()}
            >
              {bookings.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <div>
      <h2 className="sr-only">Bookings</h2>
      <div className="mb-4 flex items-center justify-end gap-3">
        <Label htmlFor="chef-bookings-status" className="mb-0 shrink-0">
          Show
        </Label>
        <Select
          id="chef-bookings-status"
          className="w-full sm:w-56"
          value={status ?? ALL}
          onChange={(e) => onStatus(e.target.value === ALL ? undefined : (e.target.value as BookingStatus))}
        >
          <option value={ALL}>All bookings</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {humanize(s)}
            </option>
          ))}
        </Select>
      </div>
      {list}
    </div>
  );
}
