/**
 * The customer signup wizard's rules (docs/product.md §5), apart from the other forms'
 * (form-rules.ts): only the wizard's own pages, and the server, load them.
 */
import { ONE_TIME_FEES, PLANNING_OPTIONS, SIGNUP_CUISINES, SIGNUP_SERVICE_TYPES } from './enums';
import { MESSAGES } from './messages';
import { optionalText, text } from './rule-builders';
import { GENERIC_MESSAGES, PHONE_PATTERN, type RuleSet } from './validation';

const M = MESSAGES;

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
    invalidMessage: 'Dietary restrictions must be a list of text',
  },
  // step 4: Planning & Payment
  planningOption: { kind: 'choice', values: PLANNING_OPTIONS, message: M.signup.planningOption },
  oneTimeFee: { kind: 'choice', values: ONE_TIME_FEES, message: M.signup.oneTimeFee },
  customRequest: optionalText(2000, 'Custom request must be text'),
} as const satisfies RuleSet;

export type CustomerSignupField = keyof typeof CUSTOMER_SIGNUP_RULES;

export const CUSTOMER_SIGNUP_STEPS: readonly (readonly CustomerSignupField[])[] = [
  ['email', 'firstName', 'lastName', 'phone'],
  ['serviceType'],
  ['cuisinePreferences', 'dietaryRestrictions'],
  ['planningOption', 'oneTimeFee', 'customRequest'],
];
