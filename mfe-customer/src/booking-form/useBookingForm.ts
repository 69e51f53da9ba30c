import { BOOKING_RULES, type AuthUser } from '@chefs/contracts';
import { marketToday } from '@chefs/domain';
import { useDraftedState, useFocusFirstInvalid } from '@chefs/ui';
import { useMemo, useRef, useState } from 'react';
import {
  bookingDraft,
  bookingErrors,
  initialBookingValues,
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
} from './booking-form';

/**
 * The booking form's state: the values (kept as a draft in the tab's sessionStorage until the
 * booking is made), each field's message (shown once the customer has left the field or tried to
 * submit), and the server's messages, which stand until that field changes.
 */
export function useBookingForm(user: AuthUser, chefId: number) {
  const draft = useMemo(() => bookingDraft(user.id, chefId), [user.id, chefId]);
  const [empty] = useState(() => initialBookingValues(user));
  const { values, setValues } = useDraftedState(draft, empty);
  const [touched, setTouched] = useState<ReadonlySet<BookingField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<BookingErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed check, the first field to fix gets the focus (it announces its message).
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const today = marketToday();
  const errors = useMemo(() => bookingErrors(values, today), [values, today]);

  const errorOf = (field: BookingField): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? errors[field] : undefined);

  const onChange = (patch: Partial<BookingFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  const onTouch = (field: BookingField) => {
    // docs/product.md §5: a guests field left empty (or with no number) reads as 1.
    if (field === 'guestCount' && values.guestCount.trim() === '') onChange({ guestCount: '1' });
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  };

  /** Shows every message; true when the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    const ok = Object.keys(errors).length === 0;
    if (!ok) focusFirstInvalid();
    return ok;
  };

  /** A 400's field messages, on their fields. */
  const showServerErrors = (fieldErrors: readonly { field: string; message: string }[]) => {
    const mapped: BookingErrors = {};
    for (const { field, message } of fieldErrors) {
      if (Object.hasOwn(BOOKING_RULES, field)) mapped[field as BookingField] ??= message;
    }
    setServerErrors(mapped);
    focusFirstInvalid();
  };

  return { values, today, errorOf, onChange, onTouch, check, showServerErrors, formRef, clearDraft: draft.clear };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
