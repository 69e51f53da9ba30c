import {
  CUSTOMER_SIGNUP_RULES,
  CUSTOMER_SIGNUP_STEPS,
  normalizeField,
  pickRules,
  validate,
  type AuthUser,
  type CustomerPreferences,
  type CustomerSignupField,
  type OneTimeFee,
  type PlanningOption,
  type SignupCuisine,
  type SignupServiceType,
} from '@chefs/contracts';
import { draftStore } from '@chefs/ui';

/** What the signup wizard's controls hold. */
export interface SignupValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  serviceType: SignupServiceType | null;
  cuisinePreferences: SignupCuisine[];
  /** Ticked common restrictions. */
  dietaryRestrictions: string[];
  /** Anything else, separated by commas. */
  otherRestrictions: string;
  planningOption: PlanningOption | null;
  oneTimeFee: OneTimeFee | null;
  customRequest: string;
}

export type SignupErrors = Partial<Record<CustomerSignupField, string>>;

export const SIGNUP_STEP_TITLES = [
  'Personal Info',
  'Service Preferences',
  'Food Preferences',
  'Planning & Payment',
] as const;
export const LAST_SIGNUP_STEP = CUSTOMER_SIGNUP_STEPS.length - 1;

/** The signup in progress (draftStore, @chefs/ui): a reload or a detour to sign in loses nothing; cleared once it is done. */
export const SIGNUP_DRAFT_KEY = 'customerSignupDraft';
export const SIGNUP_DRAFT = draftStore<SignupValues>(SIGNUP_DRAFT_KEY, {
  lastStep: LAST_SIGNUP_STEP,
  nullable: { serviceType: 'string', planningOption: 'string', oneTimeFee: 'number' },
});

/** An empty form; a signed-in user's name and e-mail are filled in for them. */
export function initialSignupValues(user: AuthUser | null): SignupValues {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: '',
    serviceType: null,
    cuisinePreferences: [],
    dietaryRestrictions: [],
    otherRestrictions: '',
    planningOption: null,
    oneTimeFee: null,
    customRequest: '',
  };
}

/** The ticked restrictions and the typed ones, trimmed, without blanks or repeats. */
function allRestrictions(values: Pick<SignupValues, 'dietaryRestrictions' | 'otherRestrictions'>): string[] {
  const typed = values.otherRestrictions.split(',').map((r) => r.trim());
  return [...new Set([...values.dietaryRestrictions, ...typed].filter((r) => r !== ''))];
}

function ruleInput(values: SignupValues): Record<string, unknown> {
  return { ...values, dietaryRestrictions: allRestrictions(values) };
}

/** The messages of one step's broken rules (docs/product.md §5), keyed by field. */
export function stepErrors(values: SignupValues, step: number): SignupErrors {
  const errors = validate(pickRules(CUSTOMER_SIGNUP_RULES, CUSTOMER_SIGNUP_STEPS[step] ?? []), ruleInput(values));
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}

/** The step (0-based) that holds a field, or -1. */
export function stepOfField(field: string): number {
  return CUSTOMER_SIGNUP_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

/** The preferences as stored and sent (docs/product.md §3), read the way the rules read them. Call on valid values only. */
export function toPreferences(values: SignupValues): CustomerPreferences {
  const input = ruleInput(values);
  const read = <T>(field: CustomerSignupField): T => normalizeField(CUSTOMER_SIGNUP_RULES[field], input[field]) as T;
  return {
    email: read<string>('email'),
    firstName: read<string>('firstName'),
    lastName: read<string>('lastName'),
    phone: read<string>('phone'),
    serviceType: read<SignupServiceType>('serviceType'),
    cuisinePreferences: read<SignupCuisine[]>('cuisinePreferences'),
    dietaryRestrictions: read<string[] | undefined>('dietaryRestrictions') ?? [],
    planningOption: read<PlanningOption>('planningOption'),
    oneTimeFee: read<OneTimeFee>('oneTimeFee'),
    customRequest: read<string | undefined>('customRequest') ?? '',
  };
}

/** What each step of the wizard gets. */
export interface SignupStepProps {
  values: SignupValues;
  errors: SignupErrors;
  onChange: (patch: Partial<SignupValues>) => void;
}
