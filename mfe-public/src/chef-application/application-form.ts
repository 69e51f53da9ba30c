import {
  CHEF_APPLICATION_DEFAULTS,
  CHEF_APPLICATION_RULES,
  CHEF_APPLICATION_STEPS,
  normalizeField,
  pickRules,
  validate,
  type AuthUser,
  type ChefApplicationField,
  type ChefApplicationRequest,
  type ChefServiceType,
} from '@chefs/contracts';

/** What the application wizard's controls hold (numbers as typed, so a field can be emptied). */
export interface ApplicationValues {
  fullName: string;
  email: string;
  phone: string;
  yearsOfExperience: string;
  specialty: string;
  description: string;
  cookingVideoUrl: string;
  /** The chosen option of each question of the last finished attempt. */
  foodSafetyAnswers: number[];
  /** Score of the last finished attempt (graded here for the applicant; the server grades again). */
  foodSafetyScore: number | null;
  professionalismAnswers: number[];
  professionalismScore: number | null;
  reference1Name: string;
  reference1Phone: string;
  reference1Relationship: string;
  reference2Name: string;
  reference2Phone: string;
  reference2Relationship: string;
  reference3Name: string;
  reference3Phone: string;
  reference3Relationship: string;
  businessName: string;
  serviceTypes: ChefServiceType[];
  location: string;
  zipCode: string;
  pricePerPerson: string;
  backgroundCheckConsent: boolean;
}

export type ApplicationErrors = Partial<Record<ChefApplicationField, string>>;

export const APPLICATION_STEP_TITLES = [
  'Personal Info',
  'Experience',
  'Video & Quiz',
  'References',
  'Final Details',
] as const;
export const LAST_APPLICATION_STEP = CHEF_APPLICATION_STEPS.length - 1;

/** A fresh form with the spec's defaults; a signed-in user's name and e-mail are filled in. */
export function initialApplicationValues(user: AuthUser | null): ApplicationValues {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    fullName: name,
    email: user?.email ?? '',
    phone: '',
    yearsOfExperience: String(CHEF_APPLICATION_DEFAULTS.yearsOfExperience),
    specialty: '',
    description: '',
    cookingVideoUrl: '',
    foodSafetyAnswers: [],
    foodSafetyScore: null,
    professionalismAnswers: [],
    professionalismScore: null,
    reference1Name: '',
    reference1Phone: '',
    reference1Relationship: '',
    reference2Name: '',
    reference2Phone: '',
    reference2Relationship: '',
    reference3Name: '',
    reference3Phone: '',
    reference3Relationship: '',
    businessName: '',
    serviceTypes: [...CHEF_APPLICATION_DEFAULTS.serviceTypes] as ChefServiceType[],
    location: '',
    zipCode: '',
    pricePerPerson: String(CHEF_APPLICATION_DEFAULTS.pricePerPerson),
    backgroundCheckConsent: CHEF_APPLICATION_DEFAULTS.backgroundCheckConsent,
  };
}

/** The messages of one step's broken rules (docs/product.md §5), keyed by field. */
export function applicationStepErrors(values: ApplicationValues, step: number): ApplicationErrors {
  const fields = CHEF_APPLICATION_STEPS[step] ?? [];
  const errors = validate(pickRules(CHEF_APPLICATION_RULES, fields), { ...values });
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}

/** The step (0-based) holding a field; quiz answers belong with their scores on step 3. */
export function applicationStepOf(field: string): number {
  const owner = SERVER_FIELD_ALIASES[field] ?? field;
  return CHEF_APPLICATION_STEPS.findIndex((fields) => (fields as readonly string[]).includes(owner));
}

/** The server names quiz problems by their answers; the form shows them by their score. */
export const SERVER_FIELD_ALIASES: Readonly<Record<string, ChefApplicationField>> = {
  foodSafetyAnswers: 'foodSafetyScore',
  professionalismAnswers: 'professionalismScore',
};

/** The request body, every value read the way the rules read it. Call on valid values only. */
export function toApplicationRequest(values: ApplicationValues): ChefApplicationRequest {
  const read = <T>(field: ChefApplicationField): T => normalizeField(CHEF_APPLICATION_RULES[field], values[field]) as T;
  const optional = (field: ChefApplicationField) => read<string | undefined>(field);
  return {
    fullName: read('fullName'),
    email: read('email'),
    phone: read('phone'),
    yearsOfExperience: read('yearsOfExperience'),
    specialty: read('specialty'),
    description: read('description'),
    cookingVideoUrl: optional('cookingVideoUrl') ?? null,
    foodSafetyAnswers: values.foodSafetyAnswers,
    professionalismAnswers: values.professionalismAnswers,
    reference1Name: optional('reference1Name'),
    reference1Phone: optional('reference1Phone'),
    reference1Relationship: optional('reference1Relationship'),
    reference2Name: optional('reference2Name'),
    reference2Phone: optional('reference2Phone'),
    reference2Relationship: optional('reference2Relationship'),
    reference3Name: optional('reference3Name'),
    reference3Phone: optional('reference3Phone'),
    reference3Relationship: optional('reference3Relationship'),
    businessName: optional('businessName') ?? null,
    serviceTypes: values.serviceTypes,
    location: read('location'),
    zipCode: read('zipCode'),
    pricePerPerson: read('pricePerPerson'),
    backgroundCheckConsent: values.backgroundCheckConsent,
  };
}

/** What each step of the wizard gets. */
export interface ApplicationStepProps {
  values: ApplicationValues;
  /** The message to show for a field (only once the applicant has been there). */
  errorOf: (field: ChefApplicationField) => string | undefined;
  onChange: (patch: Partial<ApplicationValues>) => void;
  /** The applicant has left a field: its message may show from now on. */
  onTouch: (field: ChefApplicationField) => void;
}
