import { ADMIN_FILTER_RULES, type AdminChefsQuery, type ChefApprovalState } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { CursorPageQuery } from '../../common/page-query';

const R = ADMIN_FILTER_RULES.chefs;

/** GET /api/admin/chefs?page=&pageSize=&status=&q=&after=|before= */
export class ListAdminChefsQuery extends CursorPageQuery implements AdminChefsQuery {
  @FollowsRule(R.status) status?: ChefApprovalState;
  @FollowsRule(R.q) q?: string;
}
