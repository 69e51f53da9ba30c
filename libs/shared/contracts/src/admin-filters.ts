/**
 * The filters of the admin tables (docs/paging.md): each table's own `?status=` (or `?role=`,
 * `?category=`, `?chefId=`) and, where people or titles are looked up, `?q=`. Every filter is
 * optional and a blank one is no filter; a value outside the allowed ones answers 400 with its
 * message below. The dashboard keeps them in its own URL. Rules: validation.ts's checker.
 */
import type { SortDirection, AdminBookingSort } from './admin-api';
import {
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  RECIPE_CATEGORIES,
  ROLES,
  type ApplicationStatus,
  type BookingStatus,
  type RecipeCategory,
  type Role,
} from './enums';
import { MAX_INT4 } from './record-id';
import type { ChoiceRule, NumberRule, TextRule } from './validation';

/** `?q=` is looked up anywhere in a name, an e-mail or a title (any case) once it has this many characters. */
export const ADMIN_SEARCH_MIN_LENGTH = 3;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** A chef awaiting approval, or approved. */
export const CHEF_APPROVAL_STATES = ['pending', 'approved'] as const;
export type ChefApprovalState = (typeof CHEF_APPROVAL_STATES)[number];
/** A recipe not yet published, or published. */
export const RECIPE_PUBLICATION_STATES = ['draft', 'published'] as const;
export type RecipePublicationState = (typeof RECIPE_PUBLICATION_STATES)[number];
/** A schedule request still open, or closed (marked handled by an admin). Open is the default. */
export const SCHEDULE_REQUEST_STATES = ['open', 'closed'] as const;
export type ScheduleRequestState = (typeof SCHEDULE_REQUEST_STATES)[number];

export const ADMIN_FILTER_MESSAGES = {
  bookingStatus: `status must be one of ${BOOKING_STATUSES.join(', ')}`,
  chefId: 'chefId must be a chef id (a whole number from 1)',
  chefStatus: `status must be one of ${CHEF_APPROVAL_STATES.join(', ')}`,
  recipeStatus: `status must be one of ${RECIPE_PUBLICATION_STATES.join(', ')}`,
  category: `category must be one of ${RECIPE_CATEGORIES.join(', ')}`,
  role: `role must be one of ${ROLES.join(', ')}`,
  applicationStatus: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
  requestStatus: `status must be one of ${SCHEDULE_REQUEST_STATES.join(', ')}`,
  search: `Search for at least ${ADMIN_SEARCH_MIN_LENGTH} characters`,
} as const;

const M = ADMIN_FILTER_MESSAGES;
const choice = (values: readonly string[], message: string): ChoiceRule => ({
  kind: 'choice',
  optional: true,
  values,
  message,
});

/** `?q=`: 3 to 100 characters, trimmed. */
export const ADMIN_SEARCH_RULE: TextRule = {
  kind: 'text',
  optional: true,
  minLength: ADMIN_SEARCH_MIN_LENGTH,
  maxLength: ADMIN_SEARCH_MAX_LENGTH,
  message: M.search,
};

/** The rules of every admin table's filters, by table. */
export const ADMIN_FILTER_RULES = {
  bookings: {
    status: choice(BOOKING_STATUSES, M.bookingStatus),
    chefId: {
      kind: 'number',
      optional: true,
      integer: true,
      min: 1,
      max: MAX_INT4,
      message: M.chefId,
    } satisfies NumberRule,
  },
  chefs: { status: choice(CHEF_APPROVAL_STATES, M.chefStatus), q: ADMIN_SEARCH_RULE },
  recipes: {
    status: choice(RECIPE_PUBLICATION_STATES, M.recipeStatus),
    category: choice(RECIPE_CATEGORIES, M.category),
    q: ADMIN_SEARCH_RULE,
  },
  users: { role: choice(ROLES, M.role), q: ADMIN_SEARCH_RULE },
  applications: { status: choice(APPLICATION_STATUSES, M.applicationStatus) },
  scheduleRequests: { status: choice(SCHEDULE_REQUEST_STATES, M.requestStatus) },
} as const;

interface AdminPageQuery {
  page?: number;
  pageSize?: number;
}

/** A table that grows without end also starts a page after or before a cursor (docs/paging.md). */
interface AdminCursorPageQuery extends AdminPageQuery {
  /** The page after this cursor (a page's `nextCursor`), or before this one (its `prevCursor`). */
  after?: string;
  before?: string;
}

/** GET /api/admin/bookings?status=&chefId=&sort=&dir=&page=&pageSize=&after=|before= */
export interface AdminBookingsQuery extends AdminCursorPageQuery {
  sort?: AdminBookingSort;
  dir?: SortDirection;
  status?: BookingStatus;
  /** Only this chef's bookings. */
  chefId?: number;
}

/** GET /api/admin/chefs?status=&q=: awaiting approval or approved; `q` in the name or the account's name or e-mail. */
export interface AdminChefsQuery extends AdminCursorPageQuery {
  status?: ChefApprovalState;
  q?: string;
}

/** GET /api/admin/recipes?status=&category=&q=: drafts or published, one category, `q` in the title. */
export interface AdminRecipesQuery extends AdminPageQuery {
  status?: RecipePublicationState;
  category?: RecipeCategory;
  q?: string;
}

/** GET /api/admin/users?role=&q=: one role; `q` in the first and last name or the e-mail. */
export interface AdminUsersQuery extends AdminCursorPageQuery {
  role?: Role;
  q?: string;
}

/** GET /api/admin/applications?status= */
export interface AdminApplicationsQuery extends AdminCursorPageQuery {
  status?: ApplicationStatus;
}

/** GET /api/admin/schedule-requests?status=: open ones oldest first (the default), closed ones last handled first. */
export interface AdminScheduleRequestsQuery extends AdminCursorPageQuery {
  status?: ScheduleRequestState;
}
