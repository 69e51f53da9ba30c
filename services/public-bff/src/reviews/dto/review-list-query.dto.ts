import { CATALOGUE_LIMIT_RULE, CURSOR_RULE } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** ?limit=&cursor= of GET /api/reviews/chef/:id (limit 1 to 50, 400 beyond). */
export class ReviewListQueryDto {
  @FollowsRule(CATALOGUE_LIMIT_RULE) limit?: number;
  @FollowsRule(CURSOR_RULE) cursor?: string;
}
