/**
 * The rule sets of the product's forms (docs/product.md §5), with their exact messages: what
 * each field of each form must be, in the kinds of rule of validation.ts. The browser forms and
 * the server's DTOs both read them.
 */
import {
  CHEF_SERVICE_TYPES,
  ADMIN_RECIPE_CATEGORIES,
  CHEF_SPECIALTIES,
  DIFFICULTIES,
  LANDING_CUISINES,
  ONE_TIME_FEES,
  PLANNING_OPTIONS,
  QUIZ_IDS,
  RECURRING_FREQUENCIES,
  SCHEDULE_BOOKING_TYPES,
  SERVICE_TYPES,
  SIGNUP_CUISINES,
  SIGNUP_SERVICE_TYPES,
  TIME_SLOTS,
} from './enums';
import { MESSAGES } from './messages';
import {
  GENERIC_MESSAGES,
  ZIP_PATTERN,
  PHONE_PATTERN,
  type TextRule,
  type NumberRule,
  type RuleSet,
} from './validation';

const M = MESSAGES;
// The rule builders are `#__NO_SIDE_EFFECTS__`: a bundle that uses one form's rules does not carry
// the others (a call whose result goes unused may be dropped; docs/performance.md, "Dead tables").
/*#__NO_SIDE_EFFECTS__*/
function text(message: string, extra: Omit<TextRule, 'kind' | 'message'> = {}): TextRule {
  return { kind: 'text', message, maxLength: 200, ...extra };
}
/*#__NO_SIDE_EFFECTS__*/
function optionalText(maxLength: number): TextRule {
  return { kind: 'text', optional: true, maxLength, message: GENERIC_MESSAGES.required };
}

/** The chef application form (docs/product.md §5), step by step. The server grades the quizzes itself. */
export const CHEF_APPLICATION_RULES = {
  // step 1: Personal Info
  fullName: text(M.application.fullName, { minLength: 2 }),
  email: { kind: 'email', message: M.application.email },
  phone: text(M.application.phone, { minLength: 10, maxLength: 30, pattern: PHONE_PATTERN }),
  // step 2: Experience
  yearsOfExperience: {
    kind: 'number',
    integer: true,
    min: 0,
    max: 50,
    message: M.generic.required,
    minMessage: M.application.yearsMin,
    maxMessage: M.application.yearsMax,
  },
  specialty: { kind: 'choice', values: CHEF_SPECIALTIES, message: M.application.specialty },
  description: text(M.application.description, { minLength: 50, maxLength: 5000 }),
  // step 3: Video & Quiz
  cookingVideoUrl: { kind: 'url', optional: true, message: M.application.cookingVideoUrl },
  foodSafetyScore: { kind: 'number', min: 80, max: 100, message: M.application.foodSafetyScore },
  professionalismScore: { kind: 'number', min: 80, max: 100, message: M.application.professionalismScore },
  // step 4: References (all optional)
  reference1Name: optionalText(200),
  reference1Phone: optionalText(30),
  reference1Relationship: optionalText(200),
  reference2Name: optionalText(200),
  reference2Phone: optionalText(30),
  reference2Relationship: optionalText(200),
  reference3Name: optionalText(200),
  reference3Phone: optionalText(30),
  reference3Relationship: optionalText(200),
  // step 5: Final Details
  businessName: optionalText(200),
  serviceTypes: {
    kind: 'list',
    values: CHEF_SERVICE_TYPES,
    minItems: 1,
    maxItems: CHEF_SERVICE_TYPES.length,
    message: M.application.serviceTypes,
  },
  location: text(M.application.location),
  zipCode: text(M.application.zipCode, { minLength: 5, maxLength: 10, pattern: ZIP_PATTERN }),
  pricePerPerson: {
    kind: 'number',
    min: 25,
    max: 10_000,
    message: M.application.pricePerPerson,
    maxMessage: 'Maximum $10,000 per person',
  },
  backgroundCheckConsent: { kind: 'accepted', message: M.application.backgroundCheckConsent },
} as const satisfies RuleSet;

export type ChefApplicationField = keyof typeof CHEF_APPLICATION_RULES;

/** Fields of each of the 5 steps of the application wizard (Next is disabled until they pass). */
export const CHEF_APPLICATION_STEPS: readonly (readonly ChefApplicationField[])[] = [
  ['fullName', 'email', 'phone'],
  ['yearsOfExperience', 'specialty', 'description'],
  ['cookingVideoUrl', 'foodSafetyScore', 'professionalismScore'],
  [
    'reference1Name',
    'reference1Phone',
    'reference1Relationship',
    'reference2Name',
    'reference2Phone',
    'reference2Relationship',
    'reference3Name',
    'reference3Phone',
    'reference3Relationship',
  ],
  ['businessName', 'serviceTypes', 'location', 'zipCode', 'pricePerPerson', 'backgroundCheckConsent'],
];

export const CHEF_APPLICATION_DEFAULTS = {
  yearsOfExperience: 0,
  pricePerPerson: 25,
  serviceTypes: [] as string[],
  backgroundCheckConsent: false,
} as const;

/** Quiz answers as the server takes them: the chosen option index of each of the 5 questions. */
export const QUIZ_ANSWER_RULES = {
  foodSafetyAnswers: { kind: 'indexes', maxItems: 5, maxIndex: 9, message: M.application.foodSafetyScore },
  professionalismAnswers: { kind: 'indexes', maxItems: 5, maxIndex: 9, message: M.application.professionalismScore },
} as const satisfies RuleSet;

/** One quiz to grade (POST /api/chef-application/quiz-score): which, and the chosen option of each question. */
export const QUIZ_SCORE_RULES = {
  quizId: { kind: 'choice', values: QUIZ_IDS, message: 'Please choose the food safety or the professionalism quiz' },
  answers: { kind: 'indexes', maxItems: 5, maxIndex: 9, message: 'Please choose one answer for each question' },
} as const satisfies RuleSet;

/** The customer signup wizard (docs/product.md §5): the preferences it saves. */
export const CUSTOMER_SIGNUP_RULES = {
  // step 1: Personal Info
  email: { kind: 'email', message: M.signup.email },
  firstName: text(M.signup.firstName, { minLength: 2, maxLength: 100 }),
  lastName: text(M.signup.lastName, { minLength: 2, maxLength: 100 }),
  phone: text(M.signup.phone, { minLength: 10, maxLength: 30, pattern: PHONE_PATTERN }),
  // step 2: Service Preferences
  serviceType: { kind: 'choice', values: SIGNUP_SERVICE_TYPES, message: M.signup.serviceType },
  // step 3: Food Preferences
  cuisinePreferences: {
    kind: 'list',
    values: SIGNUP_CUISINES,
    minItems: 1,
    maxItems: SIGNUP_CUISINES.length,
    message: M.signup.cuisines,
  },
  dietaryRestrictions: {
    kind: 'list',
    optional: true,
    maxItems: 20,
    itemMaxLength: 100,
    message: GENERIC_MESSAGES.required,
  },
  // step 4: Planning & Payment
  planningOption: { kind: 'choice', values: PLANNING_OPTIONS, message: M.signup.planningOption },
  oneTimeFee: { kind: 'choice', values: ONE_TIME_FEES, message: M.signup.oneTimeFee },
  customRequest: optionalText(2000),
} as const satisfies RuleSet;

export type CustomerSignupField = keyof typeof CUSTOMER_SIGNUP_RULES;

export const CUSTOMER_SIGNUP_STEPS: readonly (readonly CustomerSignupField[])[] = [
  ['email', 'firstName', 'lastName', 'phone'],
  ['serviceType'],
  ['cuisinePreferences', 'dietaryRestrictions'],
  ['planningOption', 'oneTimeFee', 'customRequest'],
];

/** The booking form (docs/product.md §5). Guests: the input allows 1 to 20. */
export const BOOKING_RULES = {
  serviceType: { kind: 'choice', values: SERVICE_TYPES, message: 'Please select a service type' },
  eventDate: { kind: 'date', message: M.booking.eventDate },
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
  clientPhone: optionalText(30),
  clientAddress: text(M.booking.clientAddress, { maxLength: 500 }),
  specialRequests: optionalText(2000),
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

/** The schedule page's request (docs/product.md §5 Other: at least one date and a time slot). */
export const SCHEDULE_REQUEST_RULES = {
  bookingType: { kind: 'choice', values: SCHEDULE_BOOKING_TYPES, message: 'Please choose single or recurring' },
  recurringFrequency: {
    kind: 'choice',
    optional: true,
    values: RECURRING_FREQUENCIES,
    message: 'Please choose weekly, biweekly or monthly',
  },
  dates: { kind: 'list', minItems: 1, maxItems: 92, itemMaxLength: 10, message: M.schedule.dates },
  timeSlot: { kind: 'choice', values: TIME_SLOTS, message: M.schedule.timeSlot },
  notes: optionalText(2000),
} as const satisfies RuleSet;

/** A review of a completed booking: 1 to 5 stars and a comment. */
export const REVIEW_RULES = {
  rating: { kind: 'number', integer: true, min: 1, max: 5, message: M.review.rating },
  comment: text(M.review.comment, { minLength: 2, maxLength: 2000 }),
} as const satisfies RuleSet;

/** The admin's Add Chef dialog (docs/product.md §2, §5: every field required). */
export const ADMIN_CHEF_RULES = {
  name: text('Name is required'),
  specialty: text('Specialty is required'),
  primaryCuisine: { kind: 'choice', values: LANDING_CUISINES, message: 'Primary cuisine is required' },
  pricePerPerson: {
    kind: 'number',
    min: 1,
    max: 10_000,
    message: 'Price per person is required',
    minMessage: 'Price per person must be at least $1',
    maxMessage: 'Price per person must be at most $10,000',
  },
  zipCode: text('ZIP code is required', { minLength: 5, maxLength: 10, pattern: ZIP_PATTERN }),
  location: text('Location is required'),
  bio: text('Bio is required', { maxLength: 5000 }),
} as const satisfies RuleSet;
export type AdminChefField = keyof typeof ADMIN_CHEF_RULES;

/*#__NO_SIDE_EFFECTS__*/
function minutes(message: string) {
  return { kind: 'number', integer: true, min: 0, max: 1440, message } as const satisfies NumberRule;
}

/** The admin's Add Recipe dialog (docs/product.md §2, §5: every field required; one ingredient or step per line). */
export const ADMIN_RECIPE_RULES = {
  title: text('Title is required'),
  description: text('Description is required', { maxLength: 5000 }),
  category: { kind: 'choice', values: ADMIN_RECIPE_CATEGORIES, message: 'Category is required' },
  difficulty: { kind: 'choice', values: DIFFICULTIES, message: 'Difficulty is required' },
  prepTime: minutes('Prep time is required'),
  cookingTime: minutes('Cook time is required'),
  servings: { kind: 'number', integer: true, min: 1, max: 100, message: 'Servings are required' },
  ingredients: { kind: 'list', minItems: 1, maxItems: 100, itemMaxLength: 500, message: 'Ingredients are required' },
  instructions: { kind: 'list', minItems: 1, maxItems: 100, itemMaxLength: 2000, message: 'Instructions are required' },
} as const satisfies RuleSet;
export type AdminRecipeField = keyof typeof ADMIN_RECIPE_RULES;
