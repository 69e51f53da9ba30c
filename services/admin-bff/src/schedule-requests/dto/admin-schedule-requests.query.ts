import { ADMIN_FILTER_RULES, type AdminScheduleRequestsQuery, type ScheduleRequestState } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';
import { CursorPageQuery } from '../../common/page-query';

/** GET /api/admin/schedule-requests?page=&pageSize=&status=&after=|before= (open by default) */
export class ListAdminScheduleRequestsQuery extends CursorPageQuery implements AdminScheduleRequestsQuery {
  @FollowsRule(ADMIN_FILTER_RULES.scheduleRequests.status) status?: ScheduleRequestState;
}
