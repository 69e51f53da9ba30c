import { type PendingBooking } from '@chefs/contracts';
import { aUser } from '@chefs/api-client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { BookingConfirmationPage } from '../booking-confirmation/BookingConfirmationPage';
import { BookingDetailPage } from '../booking-detail/BookingDetailPage';
import { BookingFormPage } from '../booking-form/BookingFormPage';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { HomePage } from '../home/HomePage';
import { ReservationsPage } from '../reservations/ReservationsPage';
import { SchedulePage } from '../schedule/SchedulePage';
import { renderPage, setUpPageSpecs } from '../testing/render-page';
import { type OtherRole } from './account-homes';

/** A request the schedule page sent: the confirmation page would ask for its e-mail. */
const sentRequest: PendingBooking = {
  bookingType: 'single',
  dates: ['2030-01-07'],
  timeSlot: 'evening',
  notes: '',
  requestId: 41,
};

/** Every customer page: its name, route pattern, where it opens and its page element. */
const PAGES: [name: string, path: string, at: string, page: ReactElement][] = [
  ['the reservations', '/customer-portal', '/customer-portal', <ReservationsPage key="r" />],
  ['the reservations at /bookings', '/bookings', '/bookings', <ReservationsPage key="b" />],
  ['the home', '/home', '/home', <HomePage key="h" />],
  ['the booking form', '/booking/:chefId', '/booking/1', <BookingFormPage key="f" />],
  ['the checkout', '/checkout/:bookingId', '/checkout/12', <CheckoutPage key="c" />],
  ['the booking detail', '/bookings/:id', '/bookings/7', <BookingDetailPage key="d" />],
  ['the schedule', '/schedule', '/schedule', <SchedulePage key="s" />],
  ['the booking confirmation', '/booking-confirmation', '/booking-confirmation', <BookingConfirmationPage key="k" />],
];

const ROLES: [role: OtherRole, account: string, button: string, to: string][] = [
  ['chef', 'a chef account', 'Go to the chef portal', '/chef-portal'],
  ['admin', 'an admin account', 'Go to the admin dashboard', '/admin'],
];

const CASES = PAGES.flatMap(([name, path, at, page]) =>
  ROLES.map(([role, account, button, to]) => ({ name, path, at, page, role, account, button, to })),
);

describe('CustomerOnly', () => {
  const go = setUpPageSpecs();

  it.each(CASES)(
    '$name tells a signed-in $role it is for customers, and calls nothing but the session',
    async ({ path, at, page, role, account, button, to }) => {
      localStorage.setItem('pendingBooking', JSON.stringify(sentRequest));
      // Only the session answers: any customer API call would be recorded (and fail the page).
      const fake = renderPage(page, { path, at, network: { 'GET /api/auth/user': { body: aUser({ role }) } } });

      expect(await screen.findByRole('heading', { level: 1, name: 'Customer accounts only' })).toBeInTheDocument();
      expect(
        screen.getByText(`Booking chefs and reservations are for customer accounts. You're signed in with ${account}.`),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', to);
      expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
      expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/user']);
      expect(go).not.toHaveBeenCalled();
    },
  );

  it.each(ROLES)('takes a signed-in %s to their own place', async (role, _account, button, to) => {
    renderPage(<HomePage />, {
      path: '/home',
      at: '/home',
      network: { 'GET /api/auth/user': { body: aUser({ role }) } },
    });
    fireEvent.click(await screen.findByRole('link', { name: button }));
    expect(await screen.findByText(`now at ${to}`)).toBeInTheDocument();
  });
});
