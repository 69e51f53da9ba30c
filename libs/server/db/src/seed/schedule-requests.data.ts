import type { RecurringFrequency, TimeSlot } from '@chefs/contracts';

export interface SeedScheduleRequest {
  customerEmail: string;
  bookingType: 'single' | 'recurring';
  recurringFrequency: RecurringFrequency | null;
  /** The requested dates, as days from today in the marketplace's zone. */
  dayOffsets: number[];
  timeSlot: TimeSlot;
  /** Also the request's natural key in the seed, with its customer. */
  notes: string;
  /** Hours ago the customer sent it. */
  sentHoursAgo: number;
  /** Hours after it was sent that the admin marked it handled; null while it is open. */
  handledAfterHours: number | null;
}

/**
 * Requests from /schedule, so the admin's Requests tab shows what the team reviews: three open
 * (oldest first there), three handled by the admin.
 */
export const SEED_SCHEDULE_REQUESTS: readonly SeedScheduleRequest[] = [
  {
    customerEmail: 'nia.thompson@demo.test',
    bookingType: 'recurring',
    recurringFrequency: 'weekly',
    dayOffsets: [7, 14, 21, 28],
    timeSlot: 'morning',
    notes: 'Weekly meal prep for a family of four. Our youngest has a tree-nut allergy.',
    sentHoursAgo: 30,
    handledAfterHours: null,
  },
  {
    customerEmail: 'customer@demo.test',
    bookingType: 'recurring',
    recurringFrequency: 'biweekly',
    dayOffsets: [10, 24],
    timeSlot: 'afternoon',
    notes: 'High-protein lunches for the work week, no dairy.',
    sentHoursAgo: 20,
    handledAfterHours: null,
  },
  {
    customerEmail: 'taylor.brooks@demo.test',
    bookingType: 'single',
    recurringFrequency: null,
    dayOffsets: [18],
    timeSlot: 'evening',
    notes: 'Surprise 40th birthday dinner for 10 guests, a Southern menu with a cake course.',
    sentHoursAgo: 5,
    handledAfterHours: null,
  },
  {
    customerEmail: 'priya.raman@demo.test',
    bookingType: 'single',
    recurringFrequency: null,
    dayOffsets: [-4],
    timeSlot: 'evening',
    notes: 'A vegetarian dinner party for 8, Indian flavors.',
    sentHoursAgo: 12 * 24,
    handledAfterHours: 6,
  },
  {
    customerEmail: 'darnell.hayes@demo.test',
    bookingType: 'recurring',
    recurringFrequency: 'monthly',
    dayOffsets: [-9, 21],
    timeSlot: 'morning',
    notes: 'Monthly brunch for our book club, about 12 people.',
    sentHoursAgo: 20 * 24,
    handledAfterHours: 20,
  },
  {
    customerEmail: 'customer@demo.test',
    bookingType: 'single',
    recurringFrequency: null,
    dayOffsets: [-20],
    timeSlot: 'evening',
    notes: 'Anniversary dinner for two, something Italian.',
    sentHoursAgo: 35 * 24,
    handledAfterHours: 3,
  },
];
