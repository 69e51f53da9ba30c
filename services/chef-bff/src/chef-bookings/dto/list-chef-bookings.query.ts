import { BOOKINGS_MAX_PAGE_SIZE, type NumberRule, type TextRule } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { INVALID_CURSOR } from '../booking-cursor';

const LIMIT_RULE: NumberRule = {
  kind: 'number',
  optional: true,
  integer: true,
  min: 1,
  max: BOOKINGS_MAX_PAGE_SIZE,
  message: `limit must be a whole number from 1 to ${BOOKINGS_MAX_PAGE_SIZE}`,
};
const CURSOR_RULE: TextRule = {
  kind: 'text',
  optional: true,
  maxLength: 200,
  pattern: /^[A-Za-z0-9_-]+$/,
  message: INVALID_CURSOR,
};

/** GET /api/chef-bookings?limit=&cursor= */
export class ListChefBookingsQuery {
  @FollowsRule(LIMIT_RULE) limit?: number;
  @FollowsRule(CURSOR_RULE) cursor?: string;
}
