import { useUpdateBookingStatus } from '@chefs/api-client';
import { BOOKING_STATUSES, type BookingDto, type BookingStatus } from '@chefs/contracts';
import { cn, formatDate, humanize, Select, toast, useSingleFlight } from '@chefs/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useActionFailure } from '../common/useActionFailure';
import { CancelBookingDialog } from './CancelBookingDialog';

/** Keys with which a closed native select chooses another option by itself, firing change at once. */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Whether a key changes the closed select's option: a moving key, or a letter of type-ahead. Alt+↓/↑,
 * F4 and Space open the list instead, and what is picked there is a deliberate choice.
 */
const choosesByKey = (event: KeyboardEvent) =>
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (MOVING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '));

/**
 * The status dropdown of one booking, with a toast either way. Cancelled (which refunds a paid
 * booking in full) first asks in a dialog; until it is confirmed the dropdown shows the booking's
 * status.
 *
 * When a change is saved depends on how it was made (WCAG 3.2.2 On Input). A closed native select
 * fires change on every ↑/↓, Home, End or type-ahead letter, so a keyboard user walking past
 * Confirmed to reach Completed would save Confirmed on the way: a change made with the keys is
 * only a draft, shown in the dropdown and saved on Enter or when the dropdown loses focus (if it
 * differs from the booking's status); Escape drops it. A choice picked from the opened list (mouse,
 * touch, or a script setting the value) is deliberate and saved at once. While a change is saved
 * the dropdown is aria-disabled and takes no other change, but is not `disabled`: that would drop
 * keyboard focus to the page.
 */
export function BookingStatusSelect({ booking }: { booking: BookingDto }) {
  const update = useUpdateBookingStatus();
  const failed = useActionFailure();
  const [confirming, setConfirming] = useState(false);
  // Chosen with the keys and not saved yet; null when the dropdown shows the booking's status.
  const [draft, setDraft] = useState<BookingStatus | null>(null);
  // On its way to the server: shown meanwhile, rather than the old status until the list is read again.
  const [saving, setSaving] = useState<BookingStatus | null>(null);
  // How the next change event comes: from a key on the closed select (true), or from a pick in the
  // opened list. A ref, as the change event comes in the same task as the key.
  const byKey = useRef(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  // One change at a time: a second press of "Yes, cancel booking" before it is drawn waiting
  // sends nothing (the server would refuse the same status twice, and the toast would say so).
  const { run, busy } = useSingleFlight<boolean>();

  /** Saves the status; resolves true when nothing is left to do (saved, or refused by the server). */
  const save = (status: BookingStatus): Promise<boolean> =>
    run(async () => {
      setSaving(status);
      try {
        await update.mutateAsync({ id: booking.id, status });
        toast({ title: 'Booking status updated' });
        return true;
      } catch (error) {
        return failed(error, 'Failed to update booking') === 'refused';
      } finally {
        setSaving(null);
      }
    });

  /** A status decided on: saved, or for Cancelled asked about first. */
  const choose = (status: BookingStatus) => {
    setDraft(null);
    if (status === booking.status) return;
    if (status === 'cancelled') setConfirming(true);
    else void save(status);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (busy) {
      // Neither a new choice nor the list opening while one is saved; Tab still leaves.
      if (event.key !== 'Tab' && !event.ctrlKey && !event.metaKey) event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && draft) {
      event.preventDefault();
      choose(draft);
    } else if (event.key === 'Escape' && draft) {
      setDraft(null);
    } else {
      byKey.current = choosesByKey(event);
    }
  };

  return (
    <>
      <Select
        ref={selectRef}
        aria-label={`Status of ${booking.clientName}'s booking on ${formatDate(booking.eventDate)}`}
        className={cn('w-36', busy && 'opacity-60 [&>select]:cursor-wait')}
        value={saving ?? draft ?? booking.status}
        aria-disabled={busy || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          byKey.current = false;
        }}
        onMouseDown={(event) => busy && event.preventDefault()}
        onChange={(event) => {
          // While saving the value stays (React puts a controlled select back).
          if (busy) return;
          const status = event.target.value as BookingStatus;
          if (byKey.current) setDraft(status === booking.status ? null : status);
          else choose(status);
        }}
        // Not when the whole window loses focus (another app, another tab): the admin is coming back
        // to this dropdown, which gets focus again with the draft still on it.
        onBlur={() => draft && document.hasFocus() && choose(draft)}
      >
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {humanize(s)}
          </option>
        ))}
      </Select>
      <CancelBookingDialog
        booking={booking}
        open={confirming}
        busy={busy}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void save('cancelled').then((done) => done && setConfirming(false))}
        onClosed={() => selectRef.current?.focus()}
      />
    </>
  );
}
