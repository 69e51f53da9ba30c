import { type BookingDto } from '@chefs/contracts';
import { type RefObject, useEffect, useState } from 'react';

interface Decision {
  id: number;
  /** Where the booking was in the list. */
  index: number;
  /** The list drawn when Accept or Decline was pressed (its `dataUpdatedAt`). */
  seen: number;
}

/**
 * Accept or Decline takes the booking's buttons away, the one under the keyboard's focus with
 * them, and, in a list of pending bookings, the booking itself: the focus would fall to <body>.
 * Once the list read again after the decision is drawn, the focus goes to the booking's title (its
 * new status is read with it), or, when it has left the list, to the first button of the booking
 * now in its place (the next pending one, else the last), or, with none left, to `emptyTitle`.
 * Only if the focus was lost: a chef who has moved on keeps their place.
 *
 * Returns `deciding(id)`, for a row to call as Accept or Decline is pressed: the one drawn with the
 * list at the press. Not on the answer: the list read again may be drawn first, and a Decline
 * dialog going with its row would by then have sent the focus to the page's heading. A decision
 * that fails leaves the booking pending, and nothing moves. The rows carry `data-booking-id` and a
 * focusable title (`h3`).
 */
export function useFocusAfterDecision({
  bookings,
  dataUpdatedAt,
  list,
  emptyTitle,
}: {
  bookings: readonly BookingDto[] | undefined;
  dataUpdatedAt: number;
  list: RefObject<HTMLElement | null>;
  emptyTitle: RefObject<HTMLElement | null>;
}): (id: number) => void {
  const [decision, setDecision] = useState<Decision | null>(null);

  useEffect(() => {
    if (!decision || dataUpdatedAt === decision.seen) return;
    // Not decided yet (a list read before the answer, or one refused): still pending.
    if (bookings?.find((b) => b.id === decision.id)?.status === 'pending') return;
    setDecision(null);
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const rows = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-booking-id]') ?? []);
    const same = rows.find((row) => row.dataset.bookingId === String(decision.id));
    if (same) return same.querySelector<HTMLElement>('h3')?.focus();
    const next = rows[Math.min(decision.index, rows.length - 1)];
    if (next) return (next.querySelector<HTMLElement>('button') ?? next.querySelector<HTMLElement>('h3'))?.focus();
    emptyTitle.current?.focus();
  }, [decision, bookings, dataUpdatedAt, list, emptyTitle]);

  return (id: number) => {
    const index = Math.max(bookings?.findIndex((b) => b.id === id) ?? 0, 0);
    // A second press (useSingleFlight answers it with the first one's outcome) changes nothing.
    setDecision((d) => (d?.id === id ? d : { id, index, seen: dataUpdatedAt }));
  };
}
