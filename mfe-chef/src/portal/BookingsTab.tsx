import { useChefBookings, useSignInAgainOn401 } from '@chefs/api-client';
import { BOOKING_STATUSES, type BookingStatus } from '@chefs/contracts';
import {
  Card,
  EmptyState,
  ErrorState,
  humanize,
  Label,
  LoadingRegion,
  LoadMore,
  Select,
  Skeleton,
  SkeletonGroup,
} from '@chefs/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BookingRow } from './BookingRow';
import { panelAround } from './panelAround';
import { useFocusAfterDecision } from './useFocusAfterDecision';

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
  const listRef = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const emptyTitle = useRef<HTMLHeadingElement>(null);
  const deciding = useFocusAfterDecision({
    bookings: bookings.data,
    dataUpdatedAt: bookings.dataUpdatedAt,
    list: listRef,
    emptyTitle,
  });
  const lapsed = useSignInAgainOn401([bookings.error]);
  let list: ReactNode;
  if (bookings.isPending || lapsed) {
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
  } else if (bookings.isError && !bookings.isFetchNextPageError) {
    list = (
      <ErrorState
        title="We couldn't load your bookings"
        onRetry={() => void bookings.refetch()}
        retryFocus={panelAround(root)}
      />
    );
  } else if (bookings.data.length === 0) {
    list = status ? (
      <EmptyState
        level={3}
        titleRef={emptyTitle}
        title={`No ${status} bookings`}
        description="Choose All bookings to see every booking."
      />
    ) : (
      <EmptyState
        level={3}
        titleRef={emptyTitle}
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
        <ul ref={listRef} className="space-y-3">
          {bookings.data.map((booking) => (
            <BookingRow
              key={booking.id}
              booking={booking}
              focused={booking.id === focusBookingId}
              onDeciding={() => deciding(booking.id)}
            />
          ))}
        </ul>
        {/* A new page's first booking takes the focus on its title, which names it (only a pending row has
            buttons, and Accept first). A failed page keeps the bookings shown. */}
        <LoadMore pages={bookings} noun="bookings" list={listRef} focusTarget="h3" className="mt-4" />
      </>
    );
  }
  return (
    <div ref={root}>
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
