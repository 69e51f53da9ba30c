import { ADMIN_MAX_PAGE_SIZE, ADMIN_MESSAGES, type NumberRule } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

const PAGE_RULE: NumberRule = {
  kind: 'number',
  optional: true,
  integer: true,
  min: 1,
  max: 1_000_000,
  message: ADMIN_MESSAGES.page,
};
const PAGE_SIZE_RULE: NumberRule = {
  kind: 'number',
  optional: true,
  integer: true,
  min: 1,
  max: ADMIN_MAX_PAGE_SIZE,
  message: ADMIN_MESSAGES.pageSize,
};

/** `?page=&pageSize=` of every admin table (page counts from 1; the size is bounded). */
export class PageQuery {
  @FollowsRule(PAGE_RULE) page?: number;
  @FollowsRule(PAGE_SIZE_RULE) pageSize?: number;
}
