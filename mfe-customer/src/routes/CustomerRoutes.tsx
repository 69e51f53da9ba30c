import { buttonClasses, ComingSoon, NotFoundState } from '@chefs/ui';
import { Link, Route, Routes } from 'react-router';
import { HomePage } from '../home/HomePage';

const home = (
  <Link to="/" className={buttonClasses({ variant: 'outline' })}>
    Back to home
  </Link>
);

/** The customer portal's pages ("/" when signed in). */
export default function CustomerRoutes() {
  return (
    // data-remote scopes this remote's Tailwind utilities (see libs/web/ui/build/web-rspack.mjs).
    <div data-remote="customer">
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/schedule" element={<ComingSoon title="Schedule a Service" action={home} />} />
        <Route path="/booking-confirmation" element={<ComingSoon title="Booking Confirmation" action={home} />} />
        <Route path="/customer-portal" element={<ComingSoon title="My Reservations" action={home} />} />
        <Route path="/chef/:id" element={<ComingSoon title="Chef Profile" action={home} />} />
        <Route path="/booking/:chefId" element={<ComingSoon title="Book a Chef" action={home} />} />
        <Route path="/checkout/:bookingId" element={<ComingSoon title="Checkout" action={home} />} />
        <Route path="/bookings" element={<ComingSoon title="My Bookings" action={home} />} />
        <Route path="/bookings/:id" element={<ComingSoon title="Booking Details" action={home} />} />
        <Route path="*" element={<NotFoundState action={home} />} />
      </Routes>
    </div>
  );
}
