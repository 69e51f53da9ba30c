import type { BookingStatus, PaymentStatus, ServiceType, TimeSlot } from '@chefs/contracts';

export interface SeedBooking {
  chefName: string;
  customerEmail: string;
  clientPhone: string;
  clientAddress: string;
  /** Event date relative to today in Atlanta: negative in the past. */
  dayOffset: number;
  /** Days before today the booking was made. */
  bookedDaysAgo: number;
  eventTime: TimeSlot;
  serviceType: ServiceType;
  guestCount: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  specialRequests: string | null;
  /** Why it was cancelled, and by whom. */
  cancelledBy?: 'customer' | 'chef';
  cancelReason?: string;
  review?: { rating: number; comment: string };
}

const CASEY = {
  customerEmail: 'customer@demo.test',
  clientPhone: '(404) 555-0101',
  clientAddress: '742 Virginia Ave NE, Atlanta, GA 30306',
};
const TAYLOR = {
  customerEmail: 'taylor.brooks@demo.test',
  clientPhone: '(404) 555-0122',
  clientAddress: '1180 Peachtree St NE, Apt 1604, Atlanta, GA 30309',
};
const PRIYA = {
  customerEmail: 'priya.raman@demo.test',
  clientPhone: '(678) 555-0134',
  clientAddress: '55 Sandy Springs Pl, Sandy Springs, GA 30328',
};
const DARNELL = {
  customerEmail: 'darnell.hayes@demo.test',
  clientPhone: '(770) 555-0156',
  clientAddress: '310 Kirkwood Ave SE, Atlanta, GA 30317',
};

/**
 * Bookings in every status and payment status: several for customer@demo.test and
 * several for Marcus Bennett (chef@demo.test). Past ones are completed (most reviewed),
 * future ones pending or confirmed; one is tomorrow, for the 24-hour reminder.
 */
export const SEED_BOOKINGS: readonly SeedBooking[] = [
  {
    chefName: 'Marcus Bennett',
    ...CASEY,
    dayOffset: -21,
    bookedDaysAgo: 40,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 6,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: 'Birthday dinner for my husband. One guest is pescatarian.',
    review: {
      rating: 5,
      comment:
        'Marcus made the whole evening feel effortless. The shrimp and grits were the best we have had, and he left the kitchen spotless.',
    },
  },
  {
    chefName: 'Giulia Romano',
    ...CASEY,
    dayOffset: -10,
    bookedDaysAgo: 25,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 4,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: null,
    review: {
      rating: 5,
      comment: 'Fresh pasta rolled right in front of us. Giulia even taught my kids to shape tortellini.',
    },
  },
  {
    chefName: 'Marcus Bennett',
    ...CASEY,
    dayOffset: 5,
    bookedDaysAgo: 6,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 8,
    status: 'confirmed',
    paymentStatus: 'paid',
    specialRequests: 'Anniversary party. Please include a dessert course.',
  },
  {
    chefName: 'Sofia Haddad',
    ...CASEY,
    dayOffset: 12,
    bookedDaysAgo: 1,
    eventTime: 'afternoon',
    serviceType: 'meal_prep',
    guestCount: 2,
    status: 'pending',
    paymentStatus: 'pending',
    specialRequests: 'Vegetarian lunches for the week, no mushrooms.',
  },
  {
    chefName: 'Daniel Kim',
    ...CASEY,
    dayOffset: -3,
    bookedDaysAgo: 15,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 2,
    status: 'cancelled',
    paymentStatus: 'refunded',
    specialRequests: null,
    cancelledBy: 'customer',
    cancelReason: 'Our travel plans changed.',
  },
  {
    // Completed and not reviewed yet: the customer's review form has something to review.
    chefName: 'Mei Lin Chen',
    ...CASEY,
    dayOffset: -6,
    bookedDaysAgo: 20,
    eventTime: 'morning',
    serviceType: 'meal_prep',
    guestCount: 4,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: 'Lunches for the week, light on salt.',
  },
  {
    chefName: 'Rachel Goldberg',
    ...CASEY,
    dayOffset: 1,
    bookedDaysAgo: 9,
    eventTime: 'morning',
    serviceType: 'meal_prep',
    guestCount: 2,
    status: 'confirmed',
    paymentStatus: 'paid',
    specialRequests: 'High-protein dinners, dairy-free please.',
  },
  {
    chefName: 'Marcus Bennett',
    ...TAYLOR,
    dayOffset: 9,
    bookedDaysAgo: 2,
    eventTime: 'afternoon',
    serviceType: 'meal_prep',
    guestCount: 3,
    status: 'pending',
    paymentStatus: 'pending',
    specialRequests: 'Family of three, one toddler.',
  },
  {
    chefName: 'Marcus Bennett',
    ...PRIYA,
    dayOffset: 15,
    bookedDaysAgo: 3,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 10,
    status: 'pending',
    paymentStatus: 'failed',
    specialRequests: 'Office team dinner; two guests are gluten-free.',
  },
  {
    chefName: 'Marcus Bennett',
    ...DARNELL,
    dayOffset: -35,
    bookedDaysAgo: 60,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 12,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: 'Family reunion.',
    review: {
      rating: 4,
      comment: 'Great food and plenty of it. He arrived a little late but called ahead to let us know.',
    },
  },
  {
    chefName: 'Marcus Bennett',
    ...PRIYA,
    dayOffset: 20,
    bookedDaysAgo: 4,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 5,
    status: 'cancelled',
    paymentStatus: 'pending',
    specialRequests: null,
    cancelledBy: 'chef',
    cancelReason: 'Already committed to a catering event that evening.',
  },
  {
    chefName: 'James Whitfield',
    ...TAYLOR,
    dayOffset: -28,
    bookedDaysAgo: 50,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 6,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: 'Client dinner; please plan a wine-friendly menu.',
    review: { rating: 5, comment: 'A restaurant-quality tasting menu at home. The dry-aged ribeye stole the show.' },
  },
  {
    chefName: 'Aaliyah Johnson',
    ...DARNELL,
    dayOffset: -14,
    bookedDaysAgo: 30,
    eventTime: 'afternoon',
    serviceType: 'meal_prep',
    guestCount: 4,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: null,
    review: { rating: 5, comment: 'A week of meals that tasted like my grandmother’s cooking. We are booking again.' },
  },
  {
    chefName: 'Mei Lin Chen',
    ...PRIYA,
    dayOffset: -7,
    bookedDaysAgo: 21,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 8,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: 'Dumpling-making for the kids, please.',
    review: { rating: 4, comment: 'Delicious dim sum and a fun dumpling lesson. Portions were a bit small for eight.' },
  },
  {
    chefName: 'Hiroshi Tanaka',
    ...TAYLOR,
    dayOffset: -18,
    bookedDaysAgo: 35,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 2,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: 'Proposal dinner, please keep it a surprise.',
    review: { rating: 5, comment: 'Unforgettable omakase. She said yes!' },
  },
  {
    chefName: 'Nikos Papadakis',
    ...DARNELL,
    dayOffset: -40,
    bookedDaysAgo: 70,
    eventTime: 'afternoon',
    serviceType: 'private_dinner',
    guestCount: 6,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: null,
    review: { rating: 4, comment: 'The lamb was perfect and the spanakopita disappeared in minutes.' },
  },
  {
    chefName: 'Luca Bianchi',
    ...TAYLOR,
    dayOffset: 25,
    bookedDaysAgo: 7,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 4,
    status: 'confirmed',
    paymentStatus: 'paid',
    specialRequests: 'Pizza night with the wood-fired oven, please.',
  },
  {
    chefName: 'Andre Toussaint',
    ...DARNELL,
    dayOffset: 7,
    bookedDaysAgo: 1,
    eventTime: 'evening',
    serviceType: 'private_dinner',
    guestCount: 6,
    status: 'pending',
    paymentStatus: 'pending',
    specialRequests: 'Mild spice for two of the guests.',
  },
  {
    chefName: 'Giulia Romano',
    ...PRIYA,
    dayOffset: -2,
    bookedDaysAgo: 12,
    eventTime: 'morning',
    serviceType: 'meal_prep',
    guestCount: 3,
    status: 'completed',
    paymentStatus: 'paid',
    specialRequests: null,
  },
];
