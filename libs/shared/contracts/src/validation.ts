/**
 * The validation rules of the spec (docs/product.md §5) as plain data, with their exact messages, and one
 * small pure checker. The browser forms and the server's DTOs both read them, so the two
 * sides cannot drift. No runtime dependency.
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

interface RuleBase {
  /** Missing, null and blank values pass (and normalize to undefined). */
  optional?: boolean;
  /** The message for a missing or wrong value (and for any narrower failure without its own message). */
  message: string;
}
/** Trimmed text. */
export interface TextRule extends RuleBase {
  kind: 'text';
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
}
/** An e-mail address (EMAIL_PATTERN, at most 254 characters). */
export interface EmailRule extends RuleBase {
  kind: 'email';
}
/** An absolute http(s) URL. */
export interface UrlRule extends RuleBase {
  kind: 'url';
}
/** A calendar date written YYYY-MM-DD. */
export interface DateRule extends RuleBase {
  kind: 'date';
}
/** A number (a numeric string is read as one). */
export interface NumberRule extends RuleBase {
  kind: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
}
/** One of a fixed set of values (numeric strings are read as numbers when the values are numbers). */
export interface ChoiceRule extends RuleBase {
  kind: 'choice';
  values: readonly (string | number)[];
}
/** A list of texts (trimmed, blanks dropped), optionally from a fixed set. */
export interface ListRule extends RuleBase {
  kind: 'list';
  values?: readonly string[];
  minItems?: number;
  maxItems?: number;
  itemMaxLength?: number;
}
/** Chosen option indexes, one per question (quiz answers). */
export interface IndexListRule extends RuleBase {
  kind: 'indexes';
  maxItems: number;
  maxIndex: number;
}
/** A box that must be ticked: exactly `true`. */
export interface AcceptedRule extends RuleBase {
  kind: 'accepted';
}
export type FieldRule =
  TextRule | EmailRule | UrlRule | DateRule | NumberRule | ChoiceRule | ListRule | IndexListRule | AcceptedRule;
export type RuleSet = Readonly<Record<string, FieldRule>>;

export interface FieldError {
  field: string;
  message: string;
}

/** What a browser's `<input type="email">` accepts, plus a dotted domain with a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)(?!.*\.@)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;
/** At least 10 digits, written with digits, spaces, + ( ) . and - only. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){10})[+\d\s().-]+$/;
/** Five digits, optionally ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMERIC_PATTERN = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** The generic messages the spec allows beside its own (zod's wording). */
export const GENERIC_MESSAGES = {
  required: MESSAGES.generic.required,
  tooLong: (max: number) => `String must contain at most ${max} character(s)`,
  tooManyItems: (max: number) => `Array must contain at most ${max} element(s)`,
  notInteger: 'Expected integer, received float',
} as const;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isHttpUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The value as the rule reads it: texts trimmed, numeric strings as numbers for numbers,
 * lists trimmed with blanks dropped, blank optional values as undefined. Anything it cannot
 * read is returned unchanged (and then fails the check).
 */
export function normalizeField(rule: FieldRule, value: unknown): unknown {
  if (rule.optional && isBlank(value)) return undefined;
  if (typeof value === 'string') {
    const numeric =
      rule.kind === 'number' || (rule.kind === 'choice' && rule.values.every((v) => typeof v === 'number'));
    return numeric && NUMERIC_PATTERN.test(value) ? Number(value) : value.trim();
  }
  if (rule.kind === 'list' && Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.map((v) => v.trim()).filter((v) => v !== '');
  }
  return value;
}

/** The first message the value breaks, or null when it follows the rule. */
export function checkField(rule: FieldRule, raw: unknown): string | null {
  const value = normalizeField(rule, raw);
  if (rule.optional && value === undefined) return null;
  switch (rule.kind) {
    case 'text':
      if (typeof value !== 'string' || value === '') return rule.message;
      if (rule.minLength !== undefined && value.length < rule.minLength) return rule.message;
      if (rule.pattern && !rule.pattern.test(value)) return rule.message;
      if (rule.maxLength !== undefined && value.length > rule.maxLength)
        return GENERIC_MESSAGES.tooLong(rule.maxLength);
      return null;
    case 'email':
      return typeof value === 'string' && isEmail(value) ? null : rule.message;
    case 'url':
      return typeof value === 'string' && isHttpUrl(value) ? null : rule.message;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : rule.message;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return rule.message;
      if (rule.integer && !Number.isInteger(value)) return GENERIC_MESSAGES.notInteger;
      if (rule.min !== undefined && value < rule.min) return rule.minMessage ?? rule.message;
      if (rule.max !== undefined && value > rule.max) return rule.maxMessage ?? rule.message;
      return null;
    case 'choice':
      return (typeof value === 'string' || typeof value === 'number') && rule.values.includes(value)
        ? null
        : rule.message;
    case 'list':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return rule.message;
      if (value.length < (rule.minItems ?? 0)) return rule.message;
      if (rule.values && !value.every((v: string) => rule.values?.includes(v))) return rule.message;
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        return GENERIC_MESSAGES.tooManyItems(rule.maxItems);
      if (rule.itemMaxLength !== undefined && value.some((v: string) => v.length > (rule.itemMaxLength ?? 0)))
        return GENERIC_MESSAGES.tooLong(rule.itemMaxLength);
      return null;
    case 'indexes':
      return Array.isArray(value) &&
        value.length <= rule.maxItems &&
        value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= rule.maxIndex)
        ? null
        : rule.message;
    case 'accepted':
      return value === true ? null : rule.message;
  }
}

/** Every broken rule of `input`, one message per field, in the order of `rules`. */
export function validate(rules: RuleSet, input: Readonly<Record<string, unknown>> | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const message = checkField(rule, input?.[field]);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}

/** The rules of some fields only (one step of a wizard). */
export function pickRules<R extends RuleSet, K extends keyof R & string>(rules: R, fields: readonly K[]): Pick<R, K> {
  return Object.fromEntries(fields.map((f) => [f, rules[f]])) as Pick<R, K>;
}

const M = MESSAGES;
const text = (message: string, extra: Omit<TextRule, 'kind' | 'message'> = {}): TextRule => ({
  kind: 'text',
  message,
  maxLength: 200,
  ...extra,
});
const optionalText = (maxLength: number): TextRule => ({
  kind: 'text',
  optional: true,
  maxLength,
  message: GENERIC_MESSAGES.required,
});

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

const minutes = (message: string) =>
  ({ kind: 'number', integer: true, min: 0, max: 1440, message }) as const satisfies NumberRule;

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
