import type {
  BookingStatus,
  ApplicationStatus,
  EmailTemplate,
  OutboxEvent,
  ServiceType,
  TimeSlot,
} from '@chefs/contracts';
import { QUEUES } from '@chefs/contracts';

/** The `data` each e-mail template reads (the worker renders missing optional fields gracefully). */
export interface EmailDataByTemplate {
  booking_received: {
    bookingId: number;
    clientName: string;
    chefName: string;
    serviceType: ServiceType;
    eventDate: string;
    eventTime: TimeSlot;
    guestCount: number;
    totalAmount: string;
  };
  /** To the chef: a customer asks for them (accept or decline in the chef portal). */
  booking_request: {
    bookingId: number;
    chefName: string;
    clientName: string;
    serviceType: ServiceType;
    eventDate: string;
    eventTime: TimeSlot;
    guestCount: number;
    totalAmount: string;
    clientAddress: string;
    specialRequests: string | null;
  };
  /** To the chef: a booking of theirs changed by someone else (the customer, an admin). */
  chef_booking_update: {
    bookingId: number;
    chefName: string;
    clientName: string;
    eventDate: string;
    eventTime: TimeSlot;
    status: BookingStatus;
    reason?: string | null;
  };
  /** To the chef: a confirmed booking of theirs is tomorrow. */
  chef_booking_reminder: {
    bookingId: number;
    chefName: string;
    clientName: string;
    eventDate: string;
    eventTime: TimeSlot;
    guestCount: number;
    clientAddress: string;
  };
  payment_receipt: { bookingId: number; clientName: string; chefName: string; eventDate: string; totalAmount: string };
  booking_status_changed: {
    bookingId: number;
    clientName: string;
    chefName: string;
    eventDate: string;
    status: BookingStatus;
    reason?: string | null;
  };
  booking_reminder: {
    bookingId: number;
    clientName: string;
    chefName: string;
    eventDate: string;
    eventTime: TimeSlot;
    guestCount: number;
    clientAddress: string;
  };
  recipe_welcome: Record<string, never>;
  /** The one-time token of the confirmation link (double opt-in); the link is `<PUBLIC_URL>/subscribe/confirm?token=`. */
  recipe_confirm: { token: string };
  application_received: { fullName: string };
  application_decision: { fullName: string; status: ApplicationStatus; rejectionReason?: string | null };
  schedule_request_received: { firstName: string | null; bookingType: string; dates: string; timeSlot: TimeSlot };
  payment_failed: { bookingId: number; clientName: string; chefName: string; eventDate: string; totalAmount: string };
  payment_refunded: {
    bookingId: number;
    clientName: string;
    chefName: string;
    eventDate: string;
    refundAmount: string;
  };
}

/** An outbox event for an e-mail, typed by template. */
export function emailEvent<T extends EmailTemplate>(
  template: T,
  to: string,
  data: EmailDataByTemplate[T],
  idempotencyKey: string,
): OutboxEvent {
  return { queue: QUEUES.email, payload: { template, to, data: { ...data } }, idempotencyKey };
}
