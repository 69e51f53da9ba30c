import { ADMIN_FILTER_RULES, type AdminApplicationsQuery, type ApplicationStatus } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { CursorPageQuery } from '../../common/page-query';

/** GET /api/admin/applications?page=&pageSize=&status=&after=|before= */
export class ListAdminApplicationsQuery extends CursorPageQuery implements AdminApplicationsQuery {
  @FollowsRule(ADMIN_FILTER_RULES.applications.status) status?: ApplicationStatus;
}
