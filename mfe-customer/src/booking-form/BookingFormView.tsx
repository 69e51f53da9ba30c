import { type AuthUser, type ChefDto } from '@chefs/contracts';
import { Container } from '@chefs/ui';
import { BookingDetailsForm } from './BookingDetailsForm';
import { BookingSummary } from './BookingSummary';
import { ReassuranceNotes } from './ReassuranceNotes';
import { useBookingForm } from './useBookingForm';

/** The booking form beside its live summary and the three reassurance notes. */
export function BookingFormView({ chef, user }: { chef: ChefDto; user: AuthUser }) {
  const form = useBookingForm(user, chef.id);
  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold wrap-anywhere text-brand-900 sm:text-4xl">Book {chef.name}</h1>
        <p className="mt-2 wrap-anywhere text-muted">
          {chef.specialty} · {chef.location}
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 lg:col-span-2">
          <BookingDetailsForm chef={chef} form={form} />
        </div>
        <aside className="grid min-w-0 grid-cols-1 gap-6 lg:sticky lg:top-24">
          <BookingSummary chef={chef} values={form.values} />
          <ReassuranceNotes />
        </aside>
      </div>
    </Container>
  );
}
