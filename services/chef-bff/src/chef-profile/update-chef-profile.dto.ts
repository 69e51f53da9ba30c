import { CHEF_PROFILE_RULES as R, type UpdateChefProfileRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** PATCH /api/chef-profile: every field required, by the same rules as the portal's form. */
export class UpdateChefProfileDto implements UpdateChefProfileRequest {
  @FollowsRule(R.specialty) specialty: string;
  @FollowsRule(R.pricePerPerson) pricePerPerson: number;
  @FollowsRule(R.location) location: string;
  @FollowsRule(R.zipCodes) zipCodes: string[];
  @FollowsRule(R.bio) bio: string;
}
