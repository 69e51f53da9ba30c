import { EMAIL_TEMPLATES, type EmailJob } from '@chefs/contracts';
import { renderEmail } from './email-templates';

const url = 'https://chefs.example';
const render = (template: EmailJob['template'], data: EmailJob['data'] = {}) =>
  renderEmail({ template, to: 'casey@demo.test', data }, url);

/** A booking of Marcus Bennett's for Casey Morgan, as the chef's e-mails name it. */
const chefsBooking = { bookingId: 42, chefName: 'Marcus Bennett', clientName: 'Casey Morgan', eventDate: '2025-01-06' };

describe('e-mail templates', () => {
  it('renders a booking e-mail with the details a customer checks', () => {
    const mail = render('booking_received', {
      bookingId: 7,
      clientName: 'Casey',
      chefName: 'Marcus Johnson',
      serviceType: 'private_dinner',
      eventDate: '2025-01-06',
      eventTime: 'evening',
      guestCount: 4,
      totalAmount: '340',
    });
    expect(mail.subject).toBe('Booking request received: Marcus Johnson on Monday, January 6, 2025');
    expect(mail.text).toContain('Hi Casey,');
    expect(mail.text).toContain('Service: Private Dinner');
    expect(mail.text).toContain('Time: evening (5:00 PM - 9:00 PM)');
    expect(mail.text).toContain('Total: $340.00');
    expect(mail.text).toContain('https://chefs.example/bookings/7');
    expect(mail.html).toContain('<strong>$340.00</strong>');
  });

  it('tells a chef of a new request: what, when, where, and the link to answer it in the portal', () => {
    const data = {
      ...chefsBooking,
      serviceType: 'meal_prep',
      eventTime: 'morning',
      guestCount: 2,
      totalAmount: '170',
      clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
      specialRequests: 'No shellfish.',
    };
    const mail = render('booking_request', data);
    expect(mail.subject).toBe('New booking request: Casey Morgan on Monday, January 6, 2025');
    expect(mail.text).toContain('Hi Marcus Bennett,');
    expect(mail.text).toContain('Casey Morgan would like to book you.');
    for (const line of [
      'Service: Meal Prep',
      'Guests: 2',
      'Total: $170.00',
      'Address: 742 Virginia Ave NE, Atlanta, GA 30306',
      'Special requests: No shellfish.',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain('https://chefs.example/chef-portal?booking=42');
    // No special requests: no empty line for them.
    expect(render('booking_request', { ...data, specialRequests: null }).text).not.toContain('Special requests');
  });

  it('tells a chef of a booking cancelled by someone else, and reminds them the day before', () => {
    const cancelled = render('chef_booking_update', {
      ...chefsBooking,
      eventTime: 'evening',
      status: 'cancelled',
      reason: 'Cancelled by the customer.',
    });
    expect(cancelled.subject).toBe('Booking #42 with Casey Morgan was cancelled');
    expect(cancelled.text).toContain(
      "Casey Morgan's booking for Monday, January 6, 2025, evening (5:00 PM - 9:00 PM) was cancelled.",
    );
    expect(cancelled.text).toContain('Reason: Cancelled by the customer.');
    expect(cancelled.text).toContain('https://chefs.example/chef-portal?booking=42');
    expect(render('chef_booking_update', { bookingId: 42, clientName: 'Casey', status: 'confirmed' }).subject).toBe(
      'Booking #42 with Casey is now confirmed',
    );
    const reminder = render('chef_booking_reminder', {
      ...chefsBooking,
      eventTime: 'morning',
      guestCount: 3,
      clientAddress: '742 Virginia Ave NE',
    });
    expect(reminder.subject).toBe('Reminder: you cook for Casey Morgan on Monday, January 6, 2025');
    for (const line of ['Address: 742 Virginia Ave NE', 'Guests: 3', 'https://chefs.example/chef-portal?booking=42'])
      expect(reminder.text).toContain(line);
  });

  it('says what happened in the subject of a status change and an application decision', () => {
    expect(render('booking_status_changed', { chefName: 'Marcus', status: 'confirmed' }).subject).toBe(
      'Your booking with Marcus is confirmed',
    );
    expect(render('booking_status_changed', { chefName: 'Marcus', status: 'cancelled' }).subject).toBe(
      'Your booking with Marcus was cancelled',
    );
    expect(render('application_decision', { fullName: 'Ana', status: 'approved' }).subject).toBe(
      'Your chef application was approved',
    );
    const rejected = render('application_decision', {
      fullName: 'Ana',
      status: 'rejected',
      rejectionReason: 'Incomplete references',
    });
    expect(rejected.text).toContain('Reason: Incomplete references');
  });

  it('tells a customer whose card failed that nothing was charged and where to try again', () => {
    const mail = render('payment_failed', {
      bookingId: 12,
      clientName: 'Casey',
      chefName: 'Marcus Bennett',
      eventDate: '2025-01-06',
      totalAmount: '255.00',
    });
    expect(mail.subject).toBe('Your payment for Marcus Bennett did not go through');
    expect(mail.text).toContain('Your card was not charged');
    expect(mail.text).toContain('Amount due: $255.00');
    expect(mail.text).toContain('https://chefs.example/checkout/12');
  });

  it('confirms a refund with its amount and the booking it was for', () => {
    const mail = render('payment_refunded', {
      bookingId: 12,
      clientName: 'Casey',
      chefName: 'Marcus Bennett',
      eventDate: '2025-01-06',
      refundAmount: '255.00',
    });
    expect(mail.subject).toBe('Your refund for your booking with Marcus Bennett');
    expect(mail.text).toContain('We refunded $255.00 for your booking with Marcus Bennett on Monday, January 6, 2025.');
    expect(mail.text).toContain('Refunded: $255.00');
    expect(mail.text).toContain('https://chefs.example/bookings/12');
  });

  it('asks a new recipe subscriber to confirm their address with a one-time link (double opt-in)', () => {
    const mail = render('recipe_confirm', { token: 'AbC-123_xyz' });
    expect(mail.subject).toBe('Please confirm your subscription to our recipe collection');
    expect(mail.text).toContain('https://chefs.example/subscribe/confirm?token=AbC-123_xyz');
    expect(mail.text).toContain('If you did not ask for it, ignore this e-mail');
  });

  it('escapes what users typed before putting it in HTML', () => {
    const mail = render('booking_reminder', { clientName: '<script>x</script>', chefName: 'A & B' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).toContain('A & B');
  });

  it('gives every template a subject and both bodies, even with no data', () => {
    for (const t of EMAIL_TEMPLATES) {
      const mail = render(t);
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.text).toContain('The Atlanta Private Chefs team');
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text).not.toMatch(/undefined|null|NaN/);
    }
  });
});
