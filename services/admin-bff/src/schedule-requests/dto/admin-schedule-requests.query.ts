import { ADMIN_FILTER_RULES, type AdminScheduleRequestsQuery, type ScheduleRequestState } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { PageQuery } from '../../common/page-query';

/** GET /api/admin/schedule-requests?page=&pageSize=&status= (open by default) */
export class ListAdminScheduleRequestsQuery extends PageQuery implements AdminScheduleRequestsQuery {
  @FollowsRule(ADMIN_FILTER_RULES.scheduleRequests.status) status?: ScheduleRequestState;
}
