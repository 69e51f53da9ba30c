import { ADMIN_FILTER_RULES, type AdminApplicationsQuery, type ApplicationStatus } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { PageQuery } from '../../common/page-query';

/** GET /api/admin/applications?page=&pageSize=&status= */
export class ListAdminApplicationsQuery extends PageQuery implements AdminApplicationsQuery {
  @FollowsRule(ADMIN_FILTER_RULES.applications.status) status?: ApplicationStatus;
}
