import { type ChefDto } from '@chefs/contracts';
import { Button, Card, CardHeader } from '@chefs/ui';
import { ArrowRight } from 'lucide-react';
import { toBookingRequest } from './booking-form';
import { ContactFields } from './ContactFields';
import { EventFields } from './EventFields';
import { type BookingForm } from './useBookingForm';
import { useSubmitBooking } from './useSubmitBooking';

/** "Booking Details": the event and the customer's details, checked by the rules of docs/product.md §5. */
export function BookingDetailsForm({ chef, form }: { chef: ChefDto; form: BookingForm }) {
  const { submit, isPending } = useSubmitBooking({ onFieldErrors: form.showServerErrors, onCreated: form.clearDraft });
  const fields = { values: form.values, errorOf: form.errorOf, onChange: form.onChange, onTouch: form.onTouch };

  return (
    <Card>
      <CardHeader
        title="Booking Details"
        titleId="booking-details-title"
        description="Tell us about your event. Your date is held while you pay."
      />
      <form
        ref={form.formRef}
        noValidate
        aria-labelledby="booking-details-title"
        aria-busy={isPending}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending && form.check()) submit(toBookingRequest(form.values, chef.id, chef.pricePerPerson));
        }}
        className="grid grid-cols-1 gap-6"
      >
        <EventFields {...fields} today={form.today} />
        <ContactFields {...fields} />
        <div className="border-t border-line pt-6">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            // Busy, not disabled: the focus stays on the button while the booking is made, and is still
            // there behind the toast when it fails.
            busy={isPending}
            // A field's message shows once the customer leaves it, and pressing this button with
            // the pointer leaves the field: its message would push the button down under the
            // pointer before the release, and the browser would send no click (an invalid e-mail
            // then showed alone, and nothing was checked). The focus stays in the field until the
            // click lands; the check then shows every message and focuses the first to fix.
            onMouseDown={(event) => event.preventDefault()}
          >
            {isPending ? 'Creating Booking...' : 'Proceed to Payment'}
            {isPending ? null : <ArrowRight aria-hidden="true" className="h-4 w-4" />}
          </Button>
        </div>
      </form>
    </Card>
  );
}
