/** Requests and answers of the customer portal's own calls (customer-bff). Rules: validation.ts. */
import type { BookingDto } from './api';
import type { Page } from './paging';
import type { BookingStatus, RecurringFrequency, ServiceType, TimeSlot } from './enums';

/**
 * POST /api/bookings. The spec's payload plus the time slot (docs/decisions.md). A `totalAmount`
 * sent by the browser is accepted and ignored: the server computes it from the chef's price.
 */
export interface CreateBookingRequest {
  chefId: number;
  serviceType: ServiceType;
  eventDate: string;
  eventTime: TimeSlot;
  guestCount: number;
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  clientAddress: string;
  specialRequests?: string | null;
  /** Ignored by the server. */
  totalAmount?: number;
}

/** Page size of GET /api/bookings: `?limit=` from 1 to BOOKINGS_MAX_PAGE_SIZE, default BOOKINGS_PAGE_SIZE. */
export const BOOKINGS_PAGE_SIZE = 20;
export const BOOKINGS_MAX_PAGE_SIZE = 50;

/**
 * GET /api/bookings?limit=&cursor=: the caller's bookings, newest event first, one page at a
 * time. `nextCursor` is opaque; null on the last page.
 */
export type BookingPageDto = Page<BookingDto>;

export type StatusChangeActor = 'customer' | 'chef' | 'admin' | 'system';

/** One row of a booking's status history. `fromStatus` is null for the creation. */
export interface BookingStatusChangeDto {
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  changedByRole: StatusChangeActor;
  changedAt: string;
  reason: string | null;
}

/** Whether the customer may cancel now, until when, and what would be refunded. */
export interface CancellationPolicyDto {
  allowed: boolean;
  /** ISO instant: 48 hours before the slot starts (America/New_York). */
  deadline: string;
  /** Dollars refunded if cancelled now: the total when paid, else 0. */
  refundAmount: number;
  /** Why cancelling is not offered (null when allowed). */
  reason: string | null;
}

export interface BookingReviewDto {
  rating: number;
  comment: string;
  createdAt: string;
}

/** GET /api/bookings/:id, and the answer of cancel: everything the detail screen shows. */
export interface BookingDetailDto extends BookingDto {
  chefName: string;
  chefSpecialty: string;
  chefProfileImage: string | null;
  chefLocation: string;
  /** Oldest first. */
  history: BookingStatusChangeDto[];
  cancellation: CancellationPolicyDto;
  review: BookingReviewDto | null;
  /** Completed, and not reviewed yet. */
  canReview: boolean;
}

/** POST /api/create-payment-intent: the amount always comes from the booking. */
export interface CreatePaymentIntentRequest {
  bookingId: number;
}

/**
 * Answer of POST /api/create-payment-intent. The browser needs the publishable key and, where
 * Stripe.js is not loaded from Stripe itself (a local stand-in), the URL to load it from.
 * When payments are not configured the call answers 503 with code `payment_not_configured`.
 */
export interface PaymentIntentDto {
  clientSecret: string;
  publishableKey: string;
  /** Null in production: @stripe/stripe-js loads Stripe's own script. */
  stripeJsUrl: string | null;
  amount: number;
}

/** Error codes (ApiErrorBody.code) of the payment calls. */
export const PAYMENT_ERROR_CODES = {
  notConfigured: 'payment_not_configured',
  alreadyPaid: 'payment_already_completed',
  unavailable: 'payment_unavailable',
  /** The booking is cancelled or refunded: nothing to pay. */
  notPayable: 'payment_not_payable',
} as const;

/** The schedule page's request as the browser keeps it (docs/product.md §3 "Pending booking"). */
export interface PendingBooking {
  bookingType: 'single' | 'recurring';
  recurringFrequency?: RecurringFrequency | null;
  /** yyyy-MM-dd, sorted. */
  dates: string[];
  timeSlot: TimeSlot;
  notes?: string;
  /** Id of the request saved on the server (POST /api/schedule-requests). */
  requestId?: number;
}

/** POST /api/schedule-requests: the schedule page's Continue. */
export type CreateScheduleRequest = Omit<PendingBooking, 'requestId'>;

export interface ScheduleRequestDto {
  id: number;
  bookingType: 'single' | 'recurring';
  recurringFrequency: RecurringFrequency | null;
  dates: string[];
  timeSlot: TimeSlot;
  notes: string | null;
  status: 'open' | 'closed';
  createdAt: string;
}

/**
 * POST /api/send-booking-confirmation: one e-mail per request id, to the signed-in user's own
 * address (a `userEmail` in the body is accepted and ignored, so nobody mails strangers).
 */
export interface SendBookingConfirmationRequest {
  requestId: number;
  bookingData?: PendingBooking;
  userEmail?: string;
}

export interface SendBookingConfirmationResponse {
  /** False when this request's e-mail had already been sent. */
  queued: boolean;
}

/** POST /api/reviews: a completed booking of the caller's, once. */
export interface CreateReviewRequest {
  bookingId: number;
  rating: number;
  comment: string;
}
