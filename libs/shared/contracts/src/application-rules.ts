/**
 * The chef application's rules (docs/product.md §5), apart from the other forms' (form-rules.ts):
 * only the application's own pages, and the server, load them.
 */
import { CHEF_SERVICE_TYPES, CHEF_SPECIALTIES, QUIZ_IDS } from './enums';
import { MESSAGES } from './messages';
import { optionalText, text } from './rule-builders';
import { PHONE_PATTERN, ZIP_PATTERN, type RuleSet } from './validation';

const M = MESSAGES;

/** What a reference's field given as something other than text answers (the spec has no words for it). */
const REFERENCE = {
  name: "A reference's name must be text",
  phone: "A reference's phone must be text",
  relationship: "A reference's relationship must be text",
} as const;

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
    // The spec words the range only: "Required" would read wrongly for "abc" or 2.5.
    invalidMessage: 'Years of experience must be a whole number',
  },
  specialty: {
    kind: 'choice',
    values: CHEF_SPECIALTIES,
    message: M.application.specialty,
    invalidMessage: 'Choose a specialty from the list',
  },
  description: text(M.application.description, { minLength: 50, maxLength: 5000 }),
  // step 3: Video & Quiz
  cookingVideoUrl: { kind: 'url', optional: true, message: M.application.cookingVideoUrl },
  foodSafetyScore: { kind: 'number', min: 80, max: 100, message: M.application.foodSafetyScore },
  professionalismScore: { kind: 'number', min: 80, max: 100, message: M.application.professionalismScore },
  // step 4: References (all optional)
  reference1Name: optionalText(200, REFERENCE.name),
  reference1Phone: optionalText(30, REFERENCE.phone),
  reference1Relationship: optionalText(200, REFERENCE.relationship),
  reference2Name: optionalText(200, REFERENCE.name),
  reference2Phone: optionalText(30, REFERENCE.phone),
  reference2Relationship: optionalText(200, REFERENCE.relationship),
  reference3Name: optionalText(200, REFERENCE.name),
  reference3Phone: optionalText(30, REFERENCE.phone),
  reference3Relationship: optionalText(200, REFERENCE.relationship),
  // step 5: Final Details
  businessName: optionalText(200, 'Business name must be text'),
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
