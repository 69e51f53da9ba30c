/**
 * The rule sets of the product's forms (docs/product.md §5), with their exact messages: what
 * each field of each form must be, in the kinds of rule of validation.ts. The browser forms and
 * the server's DTOs both read them. The chef application's and the customer signup's rules live
 * in application-rules.ts and signup-rules.ts, so the pages that never show those forms (the
 * landing page among them) do not load them.
 */
import {
  ADMIN_RECIPE_CATEGORIES,
  DIFFICULTIES,
  LANDING_CUISINES,
  RECURRING_FREQUENCIES,
  SCHEDULE_BOOKING_TYPES,
  SERVICE_TYPES,
  TIME_SLOTS,
} from './enums';
import { CALENDAR_DATE_PATTERN } from './calendar-date';
import { MESSAGES } from './messages';
import { optionalText, text } from './rule-builders';
import { ZIP_PATTERN, type ListRule, type NumberRule, type RuleSet } from './validation';

const M = MESSAGES;

/**
 * The booking form (docs/product.md §5). Guests: the input allows 1 to 20. The spec's "Event date
 * is required" is for an empty date; one that is given but no calendar day says so.
 */
export const BOOKING_RULES = {
  serviceType: { kind: 'choice', values: SERVICE_TYPES, message: 'Please select a service type' },
  eventDate: { kind: 'date', message: M.booking.eventDate, invalidMessage: 'Enter a valid event date' },
  eventTime: { kind: 'choice', values: TIME_SLOTS, message: M.schedule.timeSlot },
  guestCount: {
    kind: 'number',
    integer: true,
    min: 1,
    max: 20,
    message: M.booking.guestCount,
    maxMessage: 'Guest count cannot exceed 20',
  },
  clientName: text(M.booking.clientName),
  clientEmail: { kind: 'email', message: M.booking.clientEmail },
  clientPhone: optionalText(30, 'Phone must be text'),
  clientAddress: text(M.booking.clientAddress, { maxLength: 500 }),
  specialRequests: optionalText(2000, 'Special requests must be text'),
} as const satisfies RuleSet;

export const BOOKING_DEFAULTS = { serviceType: 'private_dinner', eventTime: 'evening', guestCount: 2 } as const;

/** What a confirmation link that is unknown, expired or malformed answers (400). */
export const SUBSCRIPTION_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please subscribe again to get a new one.';

/** The recipe-collection subscribe form. */
export const SUBSCRIBE_RECIPES_RULES = {
  email: { kind: 'email', message: M.signup.email },
} as const satisfies RuleSet;

/** The link of a confirmation e-mail: its one-time token (32 random bytes, base64url). */
export const CONFIRM_SUBSCRIPTION_RULES = {
  token: text(SUBSCRIPTION_LINK_INVALID, { pattern: /^[A-Za-z0-9_-]{43}$/, maxLength: 43 }),
} as const satisfies RuleSet;

/** The landing search bar (/chefs?zip=&cuisine=&date=): every filter optional. */
export const CHEF_SEARCH_RULES = {
  zip: text('Please enter a 5-digit ZIP code', { optional: true, pattern: /^\d{5}$/, maxLength: 5 }),
  cuisine: text('Please choose a cuisine', { optional: true, maxLength: 50 }),
  date: { kind: 'date', optional: true, message: 'Please choose a valid date' },
} as const satisfies RuleSet;

/**
 * The schedule page's request (docs/product.md §5 Other: at least one date and a time slot). A
 * date that is no 'YYYY-MM-DD' answers what the server answers for one outside the booking window
 * (a day the calendar lacks, 2027-02-30, gets the same from there), not a length limit's words.
 */
export const SCHEDULE_REQUEST_RULES = {
  bookingType: { kind: 'choice', values: SCHEDULE_BOOKING_TYPES, message: 'Please choose single or recurring' },
  recurringFrequency: {
    kind: 'choice',
    optional: true,
    values: RECURRING_FREQUENCIES,
    message: 'Please choose weekly, biweekly or monthly',
  },
  dates: {
    kind: 'list',
    minItems: 1,
    maxItems: 92,
    itemPattern: CALENDAR_DATE_PATTERN,
    message: M.schedule.dates,
    invalidMessage: M.booking.pastDate,
  },
  timeSlot: { kind: 'choice', values: TIME_SLOTS, message: M.schedule.timeSlot },
  notes: optionalText(2000, 'Notes must be text'),
} as const satisfies RuleSet;

/** A review of a completed booking: 1 to 5 stars and a comment. */
export const REVIEW_RULES = {
  rating: { kind: 'number', integer: true, min: 1, max: 5, message: M.review.rating },
  comment: text(M.review.comment, { minLength: 2, maxLength: 2000 }),
} as const satisfies RuleSet;

/** How many ZIP codes a chef's profile may list. */
export const MAX_SERVICE_ZIP_CODES = 20;

/** The admin's Add Chef dialog (docs/product.md §2, §5: every field required). */
export const ADMIN_CHEF_RULES = {
  name: text('Name is required'),
  specialty: text('Specialty is required'),
  primaryCuisine: {
    kind: 'choice',
    values: LANDING_CUISINES,
    message: 'Primary cuisine is required',
    invalidMessage: 'Choose a primary cuisine from the list',
  },
  pricePerPerson: {
    kind: 'number',
    min: 1,
    max: 10_000,
    message: 'Price per person is required',
    invalidMessage: 'Enter the price per person as a number',
    minMessage: 'Price per person must be at least $1',
    maxMessage: 'Price per person must be at most $10,000',
  },
  // Not the application's "Valid zip code required" (docs/product.md §5 gives that text for the
  // wizard only): here an empty field and a malformed one each say what is wrong.
  zipCode: text('ZIP code is required', {
    minLength: 5,
    maxLength: 10,
    pattern: ZIP_PATTERN,
    invalidMessage: 'Enter a 5-digit ZIP code',
  }),
  location: text('Location is required'),
  bio: text('Bio is required', { maxLength: 5000 }),
} as const satisfies RuleSet;
export type AdminChefField = keyof typeof ADMIN_CHEF_RULES;

/**
 * A chef's own profile, edited in the portal (docs/product.md §2 Chef portal): the admin's rules
 * for the fields a chef may change; the name, ratings and approval stay the admin's and the
 * reviews'. A chef may serve several ZIP codes (the search finds them by any): the form takes
 * them separated by commas, the API as a list.
 */
export const CHEF_PROFILE_RULES = {
  specialty: ADMIN_CHEF_RULES.specialty,
  pricePerPerson: ADMIN_CHEF_RULES.pricePerPerson,
  location: ADMIN_CHEF_RULES.location,
  zipCodes: {
    kind: 'list',
    minItems: 1,
    maxItems: MAX_SERVICE_ZIP_CODES,
    itemMaxLength: 10,
    itemPattern: ZIP_PATTERN,
    message: 'Enter the ZIP codes you serve, separated by commas (for example 30303, 30305)',
  },
  bio: ADMIN_CHEF_RULES.bio,
} as const satisfies RuleSet;
export type ChefProfileField = keyof typeof CHEF_PROFILE_RULES;

/**
 * A number of minutes, 0 to a day. `what` names it in the messages: "required" only when the
 * field is empty, and plain words for a value that is given but out of range or not whole.
 */
/*#__NO_SIDE_EFFECTS__*/
function minutes(what: string) {
  return {
    kind: 'number',
    integer: true,
    min: 0,
    max: 1440,
    message: `${what} is required`,
    minMessage: `${what} can't be negative`,
    maxMessage: `${what} can't be more than 1,440 minutes (24 hours)`,
    invalidMessage: `${what} must be a whole number of minutes`,
  } as const satisfies NumberRule;
}

/** One entry per line (ingredients, steps): "required" only when there is none. */
/*#__NO_SIDE_EFFECTS__*/
function lines(what: string, itemMaxLength: number) {
  return {
    kind: 'list',
    minItems: 1,
    maxItems: 100,
    itemMaxLength,
    message: `${what} are required`,
    invalidMessage: `${what} must be a list of text lines`,
  } as const satisfies ListRule;
}

const SERVINGS_RANGE = 'Servings must be between 1 and 100';

/** The admin's Add Recipe dialog (docs/product.md §2, §5: every field required; one ingredient or step per line). */
export const ADMIN_RECIPE_RULES = {
  title: text('Title is required'),
  description: text('Description is required', { maxLength: 5000 }),
  category: {
    kind: 'choice',
    values: ADMIN_RECIPE_CATEGORIES,
    message: 'Category is required',
    invalidMessage: 'Choose a category from the list',
  },
  difficulty: {
    kind: 'choice',
    values: DIFFICULTIES,
    message: 'Difficulty is required',
    invalidMessage: 'Choose a difficulty from the list',
  },
  prepTime: minutes('Prep time'),
  cookingTime: minutes('Cook time'),
  servings: {
    kind: 'number',
    integer: true,
    min: 1,
    max: 100,
    message: 'Servings are required',
    minMessage: SERVINGS_RANGE,
    maxMessage: SERVINGS_RANGE,
    invalidMessage: 'Servings must be a whole number from 1 to 100',
  },
  ingredients: lines('Ingredients', 500),
  instructions: lines('Instructions', 2000),
} as const satisfies RuleSet;
export type AdminRecipeField = keyof typeof ADMIN_RECIPE_RULES;
