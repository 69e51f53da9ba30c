import { ApiHideProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  CHEF_APPLICATION_RULES as R,
  QUIZ_ANSWER_RULES as Q,
  type ChefApplicationRequest,
  type ChefServiceType,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** POST /api/chef-application: every rule of docs/product.md §5 with its exact message (quizzes as answers). */
export class ChefApplicationDto implements ChefApplicationRequest {
  @FollowsRule(R.fullName) fullName: string;
  @FollowsRule(R.email) email: string;
  @FollowsRule(R.phone) phone: string;
  @FollowsRule(R.yearsOfExperience) yearsOfExperience: number;
  @FollowsRule(R.specialty) specialty: string;
  @FollowsRule(R.description) description: string;
  @FollowsRule(R.cookingVideoUrl) cookingVideoUrl?: string;
  @FollowsRule(Q.foodSafetyAnswers) foodSafetyAnswers: number[];
  @FollowsRule(Q.professionalismAnswers) professionalismAnswers: number[];
  @FollowsRule(R.reference1Name) reference1Name?: string;
  @FollowsRule(R.reference1Phone) reference1Phone?: string;
  @FollowsRule(R.reference1Relationship) reference1Relationship?: string;
  @FollowsRule(R.reference2Name) reference2Name?: string;
  @FollowsRule(R.reference2Phone) reference2Phone?: string;
  @FollowsRule(R.reference2Relationship) reference2Relationship?: string;
  @FollowsRule(R.reference3Name) reference3Name?: string;
  @FollowsRule(R.reference3Phone) reference3Phone?: string;
  @FollowsRule(R.reference3Relationship) reference3Relationship?: string;
  @FollowsRule(R.businessName) businessName?: string;
  @FollowsRule(R.serviceTypes) serviceTypes: ChefServiceType[];
  @FollowsRule(R.location) location: string;
  @FollowsRule(R.zipCode) zipCode: string;
  @FollowsRule(R.pricePerPerson) pricePerPerson: number;
  @FollowsRule(R.backgroundCheckConsent) backgroundCheckConsent: boolean;

  /** A score the browser claims: accepted so older forms still post, never read. */
  @Allow() @ApiHideProperty() foodSafetyScore?: number;
  /** A score the browser claims: accepted so older forms still post, never read. */
  @Allow() @ApiHideProperty() professionalismScore?: number;
}
