import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import {
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTION_RULES as R,
  type PushSubscriptionRequest,
  type PushUnsubscribeRequest,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** The subscription's keys: the browser's P-256 public key and its 16-byte auth secret. */
export class PushKeysDto {
  @FollowsRule(R.p256dh) p256dh: string;
  @FollowsRule(R.auth) auth: string;
}

/** POST /api/notifications/subscribe: `PushSubscription.toJSON()` as the browser gives it. */
export class PushSubscriptionDto implements PushSubscriptionRequest {
  @FollowsRule(R.endpoint) endpoint: string;

  @ApiProperty({ required: false, nullable: true, type: Number })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsNumber({}, { message: 'expirationTime must be a number or null' })
  expirationTime?: number | null;

  /** Missing: the product's message; there but no object (`[1, 2]`, text): what is wrong with it. */
  @ApiProperty({ type: PushKeysDto })
  @IsDefined({ message: PUSH_MESSAGES.keys })
  @IsObject({ message: 'keys must be an object' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}

/** DELETE /api/notifications/subscribe: which of the caller's subscriptions to drop. */
export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @FollowsRule(R.endpoint) endpoint: string;
}
