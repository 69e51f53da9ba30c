import { ADMIN_MAX_PAGE_SIZE, ADMIN_MESSAGES, PAGING_MESSAGES, type NumberRule, type TextRule } from '@chefs/contracts';
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

/** What encodeCursor writes (base64url of the table's order and the edge row's values). */
const CURSOR_RULE: TextRule = {
  kind: 'text',
  optional: true,
  maxLength: 4096,
  pattern: /^[A-Za-z0-9_-]+$/,
  message: PAGING_MESSAGES.cursor,
};

/**
 * `?page=&pageSize=&after=|before=` of an admin table that grows without end (bookings, chefs,
 * accounts, applications, schedule requests): the page after a page's last row (its
 * `nextCursor`) or before its first (its `prevCursor`); `page` is the number the pager shows
 * (docs/paging.md).
 */
export class CursorPageQuery extends PageQuery {
  @FollowsRule(CURSOR_RULE) after?: string;
  @FollowsRule(CURSOR_RULE) before?: string;
}
