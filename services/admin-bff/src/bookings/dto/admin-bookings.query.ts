import {
  ADMIN_BOOKING_SORTS,
  ADMIN_FILTER_RULES,
  ADMIN_MESSAGES,
  SORT_DIRECTIONS,
  type AdminBookingSort,
  type AdminBookingsQuery,
  type BookingStatus,
  PAGING_MESSAGES,
  type ChoiceRule,
  type SortDirection,
  type TextRule,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { PageQuery } from '../../common/page-query';

const SORT_RULE: ChoiceRule = {
  kind: 'choice',
  optional: true,
  values: ADMIN_BOOKING_SORTS,
  message: ADMIN_MESSAGES.sort,
};
const DIR_RULE: ChoiceRule = { kind: 'choice', optional: true, values: SORT_DIRECTIONS, message: ADMIN_MESSAGES.dir };
const R = ADMIN_FILTER_RULES.bookings;
/** What encodeCursor writes (base64url of the sort, the last row's sort value and id). */
const CURSOR_RULE: TextRule = {
  kind: 'text',
  optional: true,
  maxLength: 4096,
  pattern: /^[A-Za-z0-9_-]+$/,
  message: PAGING_MESSAGES.cursor,
};

/** GET /api/admin/bookings?page=&pageSize=&sort=&dir=&status=&chefId=&after=|before= */
export class ListAdminBookingsQuery extends PageQuery implements AdminBookingsQuery {
  @FollowsRule(SORT_RULE) sort?: AdminBookingSort;
  @FollowsRule(DIR_RULE) dir?: SortDirection;
  @FollowsRule(R.status) status?: BookingStatus;
  @FollowsRule(R.chefId) chefId?: number;
  @FollowsRule(CURSOR_RULE) after?: string;
  @FollowsRule(CURSOR_RULE) before?: string;
}
