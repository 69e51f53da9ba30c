/** Requests and answers of the admin dashboard's own calls (admin-bff). Rules: validation.ts. */
import type { BookingDto } from './api';
import type { ScheduleRequestDto } from './customer-api';
import type { ApplicationStatus, BookingStatus, ServiceType } from './enums';

/** Page size of the admin tables: `?pageSize=` from 1 to ADMIN_MAX_PAGE_SIZE, default ADMIN_PAGE_SIZE. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/**
 * One page of an admin table: `page` counts from 1; `total` is the number of rows in all pages,
 * counted exactly up to 10,000 and estimated past that (`totalIsEstimate` true).
 */
export interface AdminPageDto<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate?: boolean;
  /**
   * A table that grows without end (bookings, chefs, accounts, applications, schedule requests,
   * every admin table but the recipes) also names its neighbouring pages
   * by a keyset cursor, so a page deep in the table costs what the first does: the next page is
   * asked for with `?after=<nextCursor>` (null on the last page), the previous one with
   * `?before=<prevCursor>` (null on the first). docs/paging.md.
   */
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/**
 * How many rows of a cursor-paged admin table `?page=` reaches without a cursor (the first 500
 * pages of 20): past them an offset would walk the index entry by entry; Next and Previous go on.
 */
export const ADMIN_OFFSET_LIMIT = 10_000;

/** The columns GET /api/admin/bookings sorts by (`?sort=&dir=`); newest event first by default. */
export const ADMIN_BOOKING_SORTS = ['eventDate', 'createdAt', 'totalAmount', 'clientName', 'status'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type AdminBookingPageDto = AdminPageDto<BookingDto>;

/** PATCH /api/admin/bookings/:id/status: any of the four; the same status answers 409. */
export interface UpdateBookingStatusRequest {
  status: BookingStatus;
}

/** What the admin dashboard's calls answer besides the shared MESSAGES. */
export const ADMIN_MESSAGES = {
  bookingStatus: 'Status must be one of pending, confirmed, completed or cancelled',
  sameStatus: 'The booking already has this status.',
  page: 'page must be a whole number from 1',
  pageSize: `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`,
  sort: `sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}`,
  dir: 'dir must be asc or desc',
  cursorBoth: 'Ask for the page after a cursor or before one, not both.',
  pageWithoutCursor: `Only the first ${ADMIN_OFFSET_LIMIT.toLocaleString('en-US')} rows can be reached by page number. Use Next and Previous to go further.`,
} as const;

/** A reference the applicant gave (a blank one is not listed); a field left empty is "". */
export interface AdminApplicationReferenceDto {
  name: string;
  phone: string;
  relationship: string;
}

/** One row of the admin's Applications tab: the whole application, so the admin can vet it before deciding. */
export interface AdminApplicationDto {
  id: number;
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  specialty: string;
  yearsOfExperience: number;
  location: string;
  zipCode: string;
  pricePerPerson: number;
  serviceTypes: string[];
  description: string;
  /** Null when none was given. */
  businessName: string | null;
  /** Null when none was given. */
  cookingVideoUrl: string | null;
  /** The quizzes as the server graded them, 0 to 100. */
  foodSafetyScore: number;
  professionalismScore: number;
  /** Up to three, only those given. */
  references: AdminApplicationReferenceDto[];
  backgroundCheckConsent: boolean;
  status: ApplicationStatus;
  rejectionReason: string | null;
  backgroundCheckStatus: string;
  applicationDate: string;
  reviewedAt: string | null;
}

export type AdminApplicationPageDto = AdminPageDto<AdminApplicationDto>;

/** The decisions an admin takes on an application. */
export const APPLICATION_DECISIONS = ['approved', 'under_review', 'rejected'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** PATCH /api/admin/applications/:id: a rejection needs its reason. */
export interface UpdateApplicationRequest {
  status: ApplicationDecision;
  rejectionReason?: string;
}

export const APPLICATION_DECISION_MESSAGES = {
  status: 'Status must be approved, under_review or rejected',
  rejectionReason: 'A rejection reason is required',
  notFound: 'Application Not Found',
  same: 'The application already has this status.',
  alreadyApproved: 'This application is already approved.',
  hasProfile: 'The applicant already has a chef profile.',
  otherOpen: 'The applicant has sent a newer application. Decide that one instead.',
  applicantIsAdmin: 'This applicant is an admin. An admin account cannot become a chef.',
} as const;

/**
 * POST /api/chefs: the Add Chef dialog's payload as the spec writes it (docs/product.md §7): the
 * form's one ZIP and one cuisine as lists, and the fixed services and approval (an admin's chef
 * offers meal prep and private dinners and is approved at once, whatever is sent).
 */
export interface CreateChefRequest {
  name: string;
  bio: string;
  specialty: string;
  pricePerPerson: number;
  location: string;
  zipCodes: [string];
  cuisines: [string];
  services: readonly ServiceType[];
  isApproved: true;
}

export const CHEF_ADMIN_MESSAGES = {
  notFound: 'Chef Not Found',
  alreadyApproved: 'This chef is already approved.',
} as const;

/** POST /api/recipes: the Add Recipe dialog; published at once (an `isPublished` sent along is ignored). */
export interface CreateRecipeRequest {
  title: string;
  description: string;
  category: string;
  difficulty: string;
  prepTime: number;
  cookingTime: number;
  servings: number;
  ingredients: string[];
  instructions: string[];
  isPublished?: boolean;
}

export const RECIPE_ADMIN_MESSAGES = {
  notFound: 'Recipe Not Found',
  alreadyPublished: 'This recipe is already published.',
  slugTaken: 'A recipe with this title already exists.',
  titleWithoutWords: 'A title needs at least one letter or number.',
} as const;

/** One schedule request in the admin's Requests tab, with who sent it and, once handled, who marked it and when. */
export interface AdminScheduleRequestDto extends ScheduleRequestDto {
  customerName: string | null;
  customerEmail: string;
  /** Id of the admin who marked it handled; null while open (or once that account is gone). */
  handledById: string | null;
  /** ISO time it was marked handled; null while open. */
  handledAt: string | null;
}

/** What PATCH /api/admin/schedule-requests/:id may set: `closed` marks the request handled. */
export const SCHEDULE_REQUEST_UPDATES = ['closed'] as const;
export type ScheduleRequestUpdate = (typeof SCHEDULE_REQUEST_UPDATES)[number];

/** PATCH /api/admin/schedule-requests/:id: the admin and the time are recorded; a closed request answers 409. */
export interface UpdateScheduleRequestRequest {
  status: ScheduleRequestUpdate;
}

export const SCHEDULE_REQUEST_ADMIN_MESSAGES = {
  status: 'Status must be closed',
  notFound: 'Schedule Request Not Found',
  alreadyClosed: 'This request is already marked handled.',
} as const;

/** GET /api/admin/operations: where an admin watches the background work. */
export interface AdminOperationsDto {
  /** The queue dashboard (Bull Board) over the worker's queues, admins only. */
  queueDashboardUrl: string;
  /** The development mail viewer (maildev) with every e-mail sent; null outside development. */
  mailViewerUrl: string | null;
}
