import type { BookingDto, ChefDto } from './api';
import { BOOKING_STATUSES } from './enums';
import type { ChoiceRule } from './validation';

/** PATCH /api/bookings/:id/status: a chef accepts (confirmed) or declines (cancelled) a pending booking. */
export const CHEF_STATUS_TARGETS = ['confirmed', 'cancelled'] as const;
export type ChefStatusTarget = (typeof CHEF_STATUS_TARGETS)[number];

export interface ChefBookingStatusRequest {
  status: ChefStatusTarget;
}

/** What PATCH /api/bookings/:id/status answers: the booking as it now is. */
export type ChefBookingStatusResponse = BookingDto;

/** GET /api/chef-earnings: dollar amounts of confirmed (and since completed) bookings, summed on the server. */
export interface ChefEarningsDto {
  /** Confirmed or completed bookings whose event falls in this calendar month in America/New_York. */
  thisMonthTotal: number;
  /** Bookings confirmed, completed ones included (a completed booking was confirmed). */
  confirmedCount: number;
  totalEarnings: number;
  /** 'YYYY-MM' the month total is for. */
  month: string;
}

export const CHEF_MESSAGES = {
  statusNotAllowed: 'Only a pending booking can be accepted or declined.',
  datePassed: "This booking's date has passed: it can only be declined.",
  // Sentence case, as the admin's ADMIN_MESSAGES.bookingStatus: both are a person's to read.
  statusInvalid: 'Status must be confirmed or cancelled',
} as const;

/** GET /api/chef-bookings?status=: only the chef's bookings in this status (none: all of them). */
export const CHEF_BOOKINGS_STATUS_RULE: ChoiceRule = {
  kind: 'choice',
  optional: true,
  values: BOOKING_STATUSES,
  message: `status must be one of ${BOOKING_STATUSES.join(', ')}`,
};

/**
 * GET and PATCH /api/chef-profile: the signed-in chef's own profile. `rating` is the public one
 * (5.0 while there are no reviews), so the portal tells a chef without reviews from one rated 5.0
 * by `reviewCount`: "No ratings yet" while it is 0.
 */
export interface OwnChefProfileDto extends ChefDto {
  /** How many reviews the chef has (the count `rating` averages). */
  reviewCount: number;
}

/**
 * PATCH /api/chef-profile: what a chef changes of their own profile (CHEF_PROFILE_RULES), the
 * ZIP codes they serve among it (1 to 20, in the order given, repeats dropped). Answers the
 * profile (OwnChefProfileDto) as saved.
 */
export interface UpdateChefProfileRequest {
  specialty: string;
  pricePerPerson: number;
  location: string;
  zipCodes: string[];
  bio: string;
}
