import {
  CUSTOMER_SIGNUP_RULES as R,
  type CustomerPreferences,
  type OneTimeFee,
  type PlanningOption,
  type SignupCuisine,
  type SignupServiceType,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** PUT /api/me/preferences: the 4 steps of the customer signup (docs/product.md §5). */
export class CustomerPreferencesDto implements CustomerPreferences {
  @FollowsRule(R.email) email: string;
  @FollowsRule(R.firstName) firstName: string;
  @FollowsRule(R.lastName) lastName: string;
  @FollowsRule(R.phone) phone: string;
  @FollowsRule(R.serviceType) serviceType: SignupServiceType;
  @FollowsRule(R.cuisinePreferences) cuisinePreferences: SignupCuisine[];
  @FollowsRule(R.dietaryRestrictions) dietaryRestrictions?: string[];
  @FollowsRule(R.planningOption) planningOption: PlanningOption;
  @FollowsRule(R.oneTimeFee) oneTimeFee: OneTimeFee;
  @FollowsRule(R.customRequest) customRequest?: string;
}
