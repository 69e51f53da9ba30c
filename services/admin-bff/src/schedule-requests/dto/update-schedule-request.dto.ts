import {
  SCHEDULE_REQUEST_ADMIN_MESSAGES,
  SCHEDULE_REQUEST_UPDATES,
  type ChoiceRule,
  type ScheduleRequestUpdate,
  type UpdateScheduleRequestRequest,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

const STATUS_RULE: ChoiceRule = {
  kind: 'choice',
  values: SCHEDULE_REQUEST_UPDATES,
  message: SCHEDULE_REQUEST_ADMIN_MESSAGES.status,
};

/** PATCH /api/admin/schedule-requests/:id */
export class UpdateScheduleRequestDto implements UpdateScheduleRequestRequest {
  @FollowsRule(STATUS_RULE) status: ScheduleRequestUpdate;
}
