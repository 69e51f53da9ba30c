import { type BookingField, type BookingFormValues } from './booking-form';

/** What each group of the booking form's fields gets. */
export interface BookingFieldsProps {
  values: BookingFormValues;
  errorOf: (field: BookingField) => string | undefined;
  onChange: (patch: Partial<BookingFormValues>) => void;
  /** The customer has left a field: its message may show from now on. */
  onTouch: (field: BookingField) => void;
}
