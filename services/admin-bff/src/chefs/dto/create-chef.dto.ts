import { ADMIN_CHEF_RULES as R, type CreateChefRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** POST /api/chefs: the Add Chef dialog, every field required. */
export class CreateChefDto implements CreateChefRequest {
  @FollowsRule(R.name) name: string;
  @FollowsRule(R.specialty) specialty: string;
  @FollowsRule(R.primaryCuisine) primaryCuisine: string;
  @FollowsRule(R.pricePerPerson) pricePerPerson: number;
  @FollowsRule(R.zipCode) zipCode: string;
  @FollowsRule(R.location) location: string;
  @FollowsRule(R.bio) bio: string;
}
