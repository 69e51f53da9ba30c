import type { EntityManager } from 'typeorm';
import type { Booking } from '@chefs/db';
import {
  parseCalendarDate,
  QUEUES,
  TIME_SLOT_LABELS,
  type BookingStatus,
  type OutboxEvent,
  type PushJob,
} from '@chefs/contracts';
import { centsToDecimalString } from '@chefs/domain';
import { emailEvent } from './email-data';

/**
 * The pushes and reminder changes that go with a booking's changes, written by the BFFs (and the
 * worker's completion) in the same transaction as the change, beside its e-mails. One place, so
 * every writer words them alike and keys them alike (one push per event, however often written).
 */

type BookingFacts = Pick<Booking, 'id' | 'customerId' | 'clientName' | 'eventDate' | 'eventTime' | 'guestCount'>;

/** Where a customer sees the booking. */
export const customerBookingUrl = (bookingId: number) => `/bookings/${bookingId}`;
/** Where a chef sees the booking (the chef portal opens it from the query). */
export const chefBookingUrl = (bookingId: number) => `/chef-portal?booking=${bookingId}`;

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const SHORT_EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2030-05-03" -> "Fri, May 3". */
export function shortEventDate(date: string): string {
  const day = parseCalendarDate(date);
  if (!day) return date;
  return SHORT_EVENT_DATE.format(day);
}

const when = (b: BookingFacts) => `${shortEventDate(b.eventDate)}, ${TIME_SLOT_LABELS[b.eventTime]}`;

/** A push outbox event. */
export function pushEvent(payload: PushJob, idempotencyKey: string): OutboxEvent {
  return { queue: QUEUES.push, payload, idempotencyKey };
}

/**
 * Asks the worker to make the booking's delayed reminder match the booking as committed: added
 * when it is confirmed, moved when its date or slot changes, dropped otherwise. `changeKey` names
 * the change (a status history row, a new date) so each change is relayed once.
 */
export function reminderSyncEvent(bookingId: number, changeKey: string): OutboxEvent {
  return { queue: QUEUES.reminders, payload: { bookingId }, idempotencyKey: `reminder-sync:${bookingId}:${changeKey}` };
}

/**
 * What tells one status change of a booking from another in its notices' keys: the new status and
 * the history row that records it. The status alone is not enough: a booking cancelled, reinstated
 * by an admin and cancelled again would key its second notices like its first, and the outbox
 * would drop them as already sent.
 */
export const statusChangeKey = (status: BookingStatus, historyId: number | string) => `${status}:${historyId}`;

/** The customer's "we passed your request on" push. */
export function bookingReceivedPush(booking: BookingFacts, chefName: string): OutboxEvent {
  return pushEvent(
    {
      userId: booking.customerId,
      title: 'Booking request sent',
      body: `${chefName} has your request for ${when(booking)}. We'll tell you when they answer.`,
      url: customerBookingUrl(booking.id),
      bookingId: booking.id,
    },
    `booking_received:${booking.id}:push`,
  );
}

/** The chef's "new booking request" push, with Accept and Decline on the notification. */
export function newBookingRequestPush(booking: BookingFacts, chefUserId: string): OutboxEvent {
  const guests = `${booking.guestCount} ${booking.guestCount === 1 ? 'guest' : 'guests'}`;
  return pushEvent(
    {
      userId: chefUserId,
      title: 'New booking request',
      body: `${booking.clientName}, ${guests}, ${when(booking)}.`,
      url: chefBookingUrl(booking.id),
      bookingId: booking.id,
      actions: ['accept', 'decline'],
    },
    `booking_request:${booking.id}:push`,
  );
}

const STATUS_TITLES: Record<BookingStatus, string> = {
  pending: 'Booking back to pending',
  confirmed: 'Booking confirmed',
  completed: 'Booking completed',
  cancelled: 'Booking cancelled',
};

/**
 * The customer's push for a status change made by someone else (chef, admin, the worker).
 * `changeKey` is what makes this change unique (the status, or the history row).
 */
export function customerStatusPush(
  booking: BookingFacts,
  chefName: string,
  status: BookingStatus,
  changeKey: string,
  opts: { refunded?: boolean } = {},
): OutboxEvent {
  const bodies: Record<BookingStatus, string> = {
    pending: `Your booking with ${chefName} for ${when(booking)} is waiting for confirmation again.`,
    confirmed: `${chefName} confirmed your booking for ${when(booking)}.`,
    completed: `How was your meal with ${chefName}? Leave a review.`,
    cancelled: `Your booking with ${chefName} for ${when(booking)} was cancelled.${opts.refunded ? ' Your payment is refunded in full.' : ''}`,
  };
  return pushEvent(
    {
      userId: booking.customerId,
      title: STATUS_TITLES[status],
      body: bodies[status],
      url: customerBookingUrl(booking.id),
      bookingId: booking.id,
    },
    `booking-status:${booking.id}:${changeKey}:push`,
  );
}

/** A chef profile's name, and the account behind it (none for a profile an admin made): whom its pushes and e-mails reach. */
export interface ChefContact {
  name: string;
  userId: string | null;
  email: string | null;
}

/**
 * What the chef hears of a status change of one of their bookings made by the customer or an
 * admin: the push and, when the account has an address, the e-mail (a chef who never allowed
 * pushes still learns a booking was cancelled). None for a chef profile without an account.
 */
export function chefStatusEvents(
  booking: BookingFacts,
  chef: ChefContact | null,
  status: BookingStatus,
  changeKey: string,
  reason: string | null = null,
): OutboxEvent[] {
  if (!chef?.userId) return [];
  const push = chefStatusPush(booking, chef.userId, status, changeKey);
  if (!chef.email) return [push];
  const email = emailEvent(
    'chef_booking_update',
    chef.email,
    {
      bookingId: booking.id,
      chefName: chef.name,
      clientName: booking.clientName,
      eventDate: booking.eventDate,
      eventTime: booking.eventTime,
      status,
      reason,
    },
    `booking-status:${booking.id}:${changeKey}:chef-email`,
  );
  return [push, email];
}

/** The chef's push for a status change of one of their bookings made by the customer or an admin. */
function chefStatusPush(
  booking: BookingFacts,
  chefUserId: string,
  status: BookingStatus,
  changeKey: string,
): OutboxEvent {
  return pushEvent(
    {
      userId: chefUserId,
      title: STATUS_TITLES[status],
      body: `${booking.clientName}'s booking for ${when(booking)} is now ${status}.`,
      url: chefBookingUrl(booking.id),
      bookingId: booking.id,
    },
    `booking-status:${booking.id}:${changeKey}:chef-push`,
  );
}

/** The customer's payment receipt push (one per booking, like the receipt e-mail). */
export function paymentReceiptPush(
  booking: BookingFacts & Pick<Booking, 'totalAmountCents'>,
  chefName: string,
): OutboxEvent {
  return pushEvent(
    {
      userId: booking.customerId,
      title: 'Payment received',
      body: `We received $${centsToDecimalString(booking.totalAmountCents)} for ${chefName} on ${when(booking)}.`,
      url: customerBookingUrl(booking.id),
      bookingId: booking.id,
    },
    `payment_receipt:${booking.id}:push`,
  );
}

/** The 24-hour reminder's pushes: the customer's, and the chef's when the profile has an account. */
export function reminderPushes(
  booking: BookingFacts & Pick<Booking, 'clientAddress'>,
  chefName: string,
  chefUserId: string | null,
  key: string,
): OutboxEvent[] {
  const customer = pushEvent(
    {
      userId: booking.customerId,
      title: 'Booking reminder',
      body: `${chefName} is cooking for you tomorrow, ${when(booking)}.`,
      url: customerBookingUrl(booking.id),
      bookingId: booking.id,
    },
    `${key}:push`,
  );
  if (!chefUserId) return [customer];
  const guests = `${booking.guestCount} ${booking.guestCount === 1 ? 'guest' : 'guests'}`;
  const chef = pushEvent(
    {
      userId: chefUserId,
      title: 'Booking tomorrow',
      body: `${booking.clientName}, ${guests}, ${when(booking)} at ${booking.clientAddress}.`,
      url: chefBookingUrl(booking.id),
      bookingId: booking.id,
    },
    `${key}:chef-push`,
  );
  return [customer, chef];
}

/**
 * Everything a new booking request sends: the customer's "booking received" e-mail and push, and,
 * when the chef profile has an account, the chef's e-mail and actionable "new booking request"
 * push. The e-mail reaches a chef who never allowed pushes, and links the request in the portal.
 */
export function bookingCreatedEvents(
  booking: BookingFacts &
    Pick<Booking, 'clientEmail' | 'serviceType' | 'totalAmountCents' | 'clientAddress'> &
    Partial<Pick<Booking, 'specialRequests'>>,
  chef: ChefContact,
): OutboxEvent[] {
  const totalAmount = centsToDecimalString(booking.totalAmountCents);
  const events = [
    emailEvent(
      'booking_received',
      booking.clientEmail,
      {
        bookingId: booking.id,
        clientName: booking.clientName,
        chefName: chef.name,
        serviceType: booking.serviceType,
        eventDate: booking.eventDate,
        eventTime: booking.eventTime,
        guestCount: booking.guestCount,
        totalAmount,
      },
      `booking_received:${booking.id}`,
    ),
    bookingReceivedPush(booking, chef.name),
  ];
  if (!chef.userId) return events;
  if (chef.email)
    events.push(
      emailEvent(
        'booking_request',
        chef.email,
        {
          bookingId: booking.id,
          chefName: chef.name,
          clientName: booking.clientName,
          serviceType: booking.serviceType,
          eventDate: booking.eventDate,
          eventTime: booking.eventTime,
          guestCount: booking.guestCount,
          totalAmount,
          clientAddress: booking.clientAddress,
          specialRequests: booking.specialRequests ?? null,
        },
        `booking_request:${booking.id}`,
      ),
    );
  events.push(newBookingRequestPush(booking, chef.userId));
  return events;
}

/** A chef profile's name and account, in one read (null when the profile is gone). */
export async function chefContactOf(manager: EntityManager, chefId: number): Promise<ChefContact | null> {
  const [row] = await manager.query<ChefContact[]>(
    `SELECT c.name, c.user_id AS "userId", u.email FROM chefs c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
    [chefId],
  );
  return row ?? null;
}

/** One per booking: the refund is one refund whoever asked for it. */
export function paymentRefundedEmail(
  booking: Pick<Booking, 'id' | 'clientEmail' | 'clientName' | 'eventDate' | 'totalAmountCents'>,
  chefName: string,
): OutboxEvent {
  return emailEvent(
    'payment_refunded',
    booking.clientEmail,
    {
      bookingId: booking.id,
      clientName: booking.clientName,
      chefName,
      eventDate: booking.eventDate,
      refundAmount: centsToDecimalString(booking.totalAmountCents),
    },
    `payment_refunded:${booking.id}`,
  );
}

/**
 * The e-mail telling the customer their booking's status changed, with the reason shown (null:
 * none; left out: the worker's completion, which gives none). One per change: `change` tells the
 * changes apart (statusChangeKey, or the admin's history row).
 */
export function bookingStatusChangedEmail(
  booking: Pick<Booking, 'id' | 'clientEmail' | 'clientName' | 'eventDate'>,
  chefName: string,
  status: BookingStatus,
  opts: { reason?: string | null; change: string },
): OutboxEvent {
  return emailEvent(
    'booking_status_changed',
    booking.clientEmail,
    {
      bookingId: booking.id,
      clientName: booking.clientName,
      chefName,
      eventDate: booking.eventDate,
      status,
      ...(opts.reason !== undefined ? { reason: opts.reason } : {}),
    },
    `booking-status:${booking.id}:${opts.change}`,
  );
}
