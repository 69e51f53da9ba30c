/** Requests and answers of the public portal's own calls (public-bff). Rules: validation.ts. */
import type { ChefListQuery } from './paging';
import type {
  ApplicationStatus,
  QuizId,
  CHEF_SERVICE_TYPES,
  ONE_TIME_FEES,
  PLANNING_OPTIONS,
  SIGNUP_CUISINES,
  SIGNUP_SERVICE_TYPES,
} from './enums';

export type ChefServiceType = (typeof CHEF_SERVICE_TYPES)[number];
export type SignupServiceType = (typeof SIGNUP_SERVICE_TYPES)[number];
export type SignupCuisine = (typeof SIGNUP_CUISINES)[number];
export type PlanningOption = (typeof PLANNING_OPTIONS)[number];
export type OneTimeFee = (typeof ONE_TIME_FEES)[number];

/**
 * POST /api/chef-application. The spec's payload, except that the quizzes travel as the
 * chosen option index of each question: the server grades them (a score the browser
 * claims in foodSafetyScore / professionalismScore is accepted and ignored).
 */
export interface ChefApplicationRequest {
  fullName: string;
  email: string;
  phone: string;
  yearsOfExperience: number;
  specialty: string;
  description: string;
  cookingVideoUrl?: string | null;
  foodSafetyAnswers: number[];
  professionalismAnswers: number[];
  /** Ignored by the server. */
  foodSafetyScore?: number;
  /** Ignored by the server. */
  professionalismScore?: number;
  reference1Name?: string;
  reference1Phone?: string;
  reference1Relationship?: string;
  reference2Name?: string;
  reference2Phone?: string;
  reference2Relationship?: string;
  reference3Name?: string;
  reference3Phone?: string;
  reference3Relationship?: string;
  businessName?: string | null;
  serviceTypes: ChefServiceType[];
  location: string;
  zipCode: string;
  /** Dollars (25 or more). */
  pricePerPerson: number;
  backgroundCheckConsent: boolean;
}

/** 201 answer of POST /api/chef-application, with the scores as the server graded them. */
export interface ChefApplicationResponse {
  id: number;
  status: ApplicationStatus;
  applicationDate: string;
  foodSafetyScore: number;
  professionalismScore: number;
}

/** POST /api/subscribe-recipes. */
export interface SubscribeRecipesRequest {
  email: string;
}

/**
 * 200 answer of POST /api/subscribe-recipes, the same whatever the address's state, so it
 * tells nobody who is subscribed. An address not yet confirmed is mailed a confirmation
 * link (double opt-in); only a confirmed address receives recipe e-mails.
 */
export interface SubscribeRecipesResponse {
  email: string;
  accepted: true;
}

/** POST /api/chef-application/quiz-score: one quiz's answers, the chosen option index of each question. */
export interface QuizScoreRequest {
  quizId: QuizId;
  answers: number[];
}

/** 200 answer: the score as the server grades it (the answer key never leaves the server). */
export interface QuizScoreResponse {
  quizId: QuizId;
  /** Rounded percentage of questions answered right. */
  score: number;
  /** 80 or more. */
  passed: boolean;
}

/** POST /api/subscribe-recipes/confirm: the token of the link in the confirmation e-mail. */
export interface ConfirmSubscriptionRequest {
  token: string;
}

/** 200 answer: the address is confirmed (again, for a link used twice). */
export interface ConfirmSubscriptionResponse {
  email: string;
  confirmed: true;
}

/**
 * GET /api/chefs/search query (every filter optional; blank means no filter), plus the chef
 * lists' order, price and rating filters and paging. Answers Page<ChefDto> (paging.ts).
 */
export interface ChefSearchQuery extends ChefListQuery {
  /** A 5-digit ZIP code the chef serves. */
  zip?: string;
  /** A cuisine the chef cooks (any case). */
  cuisine?: string;
  /** YYYY-MM-DD: the chef has no pending or confirmed booking that day. */
  date?: string;
}

/** The customer signup's preferences (docs/product.md §3), PUT /api/me/preferences body and answer. */
export interface CustomerPreferences {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  serviceType: SignupServiceType;
  cuisinePreferences: SignupCuisine[];
  dietaryRestrictions?: string[];
  planningOption: PlanningOption;
  oneTimeFee: OneTimeFee;
  customRequest?: string;
}
