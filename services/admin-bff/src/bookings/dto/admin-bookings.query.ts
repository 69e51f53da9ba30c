import {
  ADMIN_BOOKING_SORTS,
  ADMIN_FILTER_RULES,
  ADMIN_MESSAGES,
  SORT_DIRECTIONS,
  type AdminBookingSort,
  type AdminBookingsQuery,
  type BookingStatus,
  type ChoiceRule,
  type SortDirection,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { CursorPageQuery } from '../../common/page-query';

const SORT_RULE: ChoiceRule = {
  kind: 'choice',
  optional: true,
  values: ADMIN_BOOKING_SORTS,
  message: ADMIN_MESSAGES.sort,
};
const DIR_RULE: ChoiceRule = { kind: 'choice', optional: true, values: SORT_DIRECTIONS, message: ADMIN_MESSAGES.dir };
const R = ADMIN_FILTER_RULES.bookings;
/** GET /api/admin/bookings?page=&pageSize=&sort=&dir=&status=&chefId=&after=|before= */
export class ListAdminBookingsQuery extends CursorPageQuery implements AdminBookingsQuery {
  @FollowsRule(SORT_RULE) sort?: AdminBookingSort;
  @FollowsRule(DIR_RULE) dir?: SortDirection;
  @FollowsRule(R.status) status?: BookingStatus;
  @FollowsRule(R.chefId) chefId?: number;
}
