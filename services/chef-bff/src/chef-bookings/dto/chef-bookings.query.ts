import { CHEF_BOOKINGS_STATUS_RULE, type BookingStatus } from '@chefs/contracts';
import { BookingPageQuery, FollowsRule } from '@chefs/server-core';

/** GET /api/chef-bookings?limit=&cursor=&status= */
export class ChefBookingsQuery extends BookingPageQuery {
  @FollowsRule(CHEF_BOOKINGS_STATUS_RULE) status?: BookingStatus;
}
