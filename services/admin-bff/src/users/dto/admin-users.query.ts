import { ADMIN_FILTER_RULES, type AdminUsersQuery, type Role } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { CursorPageQuery } from '../../common/page-query';

const R = ADMIN_FILTER_RULES.users;

/** GET /api/admin/users?page=&pageSize=&role=&q=&after=|before= */
export class ListAdminUsersQuery extends CursorPageQuery implements AdminUsersQuery {
  @FollowsRule(R.role) role?: Role;
  @FollowsRule(R.q) q?: string;
}
