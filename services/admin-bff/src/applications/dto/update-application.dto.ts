import {
  APPLICATION_DECISION_MESSAGES as M,
  APPLICATION_DECISIONS,
  type ApplicationDecision,
  type ChoiceRule,
  type TextRule,
  type UpdateApplicationRequest,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

const STATUS_RULE: ChoiceRule = { kind: 'choice', values: APPLICATION_DECISIONS, message: M.status };
const REASON_RULE: TextRule = { kind: 'text', optional: true, maxLength: 1000, message: M.rejectionReason };

/** PATCH /api/admin/applications/:id (a rejection's reason is checked by the service: it depends on the status). */
export class UpdateApplicationDto implements UpdateApplicationRequest {
  @FollowsRule(STATUS_RULE) status: ApplicationDecision;
  @FollowsRule(REASON_RULE) rejectionReason?: string;
}
