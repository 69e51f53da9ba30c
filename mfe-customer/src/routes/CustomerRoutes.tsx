import { buttonClasses, NotFoundState } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { BookingConfirmationPage } from '../booking-confirmation/BookingConfirmationPage';
import { BookingDetailPage } from '../booking-detail/BookingDetailPage';
import { BookingFormPage } from '../booking-form/BookingFormPage';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { ChefProfilePage } from '../chef-profile/ChefProfilePage';
import { HomePage } from '../home/HomePage';
import { ReservationsPage } from '../reservations/ReservationsPage';
import { SignedInRoot } from '../reservations/SignedInRoot';
import { SchedulePage } from '../schedule/SchedulePage';

const home = (
  <Link to="/" className={buttonClasses({ variant: 'outline' })}>
    Back to home
  </Link>
);

/** The customer portal's pages ("/" when signed in: the reservations). */
export default function CustomerRoutes() {
  return (
    // data-remote scopes this remote's Tailwind utilities (see tools/rspack/web.config.mjs).
    <div data-remote="customer">
      <Routes>
        <Route path="/" element={<SignedInRoot />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/customer-portal" element={<ReservationsPage />} />
        <Route path="/bookings" element={<ReservationsPage />} />
        <Route path="/bookings/:id" element={<BookingDetailPage />} />
        <Route path="/chef/:id" element={<ChefProfilePage />} />
        <Route path="/booking/:chefId" element={<BookingFormPage />} />
        <Route path="/schedule" element={<SchedulePage />} />
        <Route path="/booking-confirmation" element={<BookingConfirmationPage />} />
        <Route path="/checkout/:bookingId" element={<CheckoutPage />} />
        <Route path="*" element={<NotFoundState action={home} />} />
      </Routes>
    </div>
  );
}
