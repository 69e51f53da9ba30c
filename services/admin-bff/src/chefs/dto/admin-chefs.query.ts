import { ADMIN_FILTER_RULES, type AdminChefsQuery, type ChefApprovalState } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { PageQuery } from '../../common/page-query';

const R = ADMIN_FILTER_RULES.chefs;

/** GET /api/admin/chefs?page=&pageSize=&status=&q= */
export class ListAdminChefsQuery extends PageQuery implements AdminChefsQuery {
  @FollowsRule(R.status) status?: ChefApprovalState;
  @FollowsRule(R.q) q?: string;
}
