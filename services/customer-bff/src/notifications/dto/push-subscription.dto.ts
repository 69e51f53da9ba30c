import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTION_RULES as R,
  toBase64Url,
  type PushSubscriptionKeys,
  type PushSubscriptionRequest,
  type PushUnsubscribeRequest,
} from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/** The subscription's keys: the browser's P-256 public key and its 16-byte auth secret. */
export class PushKeysDto implements PushSubscriptionKeys {
  @FollowsRule(R.p256dh) p256dh: string;
  @FollowsRule(R.auth) auth: string;
}

const given = (value: unknown): boolean => value !== undefined && value !== null;

/** The body names a key at its top level (the spec's flat form): then p256dh and auth are both checked there. */
const flat = (o: PushSubscriptionDto): boolean => given(o.p256dh) || given(o.auth);

/** Two spellings of one key (base64 or base64url, padded or not) are the same key. */
const sameKey = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && toBase64Url(a) === toBase64Url(b);

/** Sent beside flat keys, `keys` must hold the same two: else which pair is meant is anyone's guess. */
function SameKeysAsFlat(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameKeysAsFlat',
      validator: {
        validate: (keys: unknown, args) => {
          const o = args?.object as PushSubscriptionDto;
          if (!flat(o)) return true;
          if (typeof keys !== 'object' || keys === null || Array.isArray(keys)) return false;
          const nested = keys as Partial<Record<keyof PushSubscriptionKeys, unknown>>;
          return sameKey(o.p256dh, nested.p256dh) && sameKey(o.auth, nested.auth);
        },
      },
    },
    { message: PUSH_MESSAGES.keysTwice },
  );
}

/**
 * POST /api/notifications/subscribe: endpoint, p256dh and auth, flat as the spec names them. The
 * browser's own `PushSubscription.toJSON()` (`{endpoint, expirationTime, keys: {p256dh, auth}}`),
 * which clients loaded before the flat body send, is read too. Neither form: "keys are missing";
 * both, with other keys: refused. `pushKeysOf` reads the keys whichever form they came in.
 */
export class PushSubscriptionDto implements Omit<PushSubscriptionRequest, 'p256dh' | 'auth'> {
  @FollowsRule(R.endpoint) endpoint: string;

  /** Absent when an older client sends `keys` instead. */
  @ValidateIf(flat)
  @FollowsRule(R.p256dh)
  p256dh?: string;

  @ValidateIf(flat)
  @FollowsRule(R.auth)
  auth?: string;

  @ApiProperty({ required: false, nullable: true, type: Number })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsNumber({}, { message: 'expirationTime must be a number or null' })
  expirationTime?: number | null;

  /**
   * The older clients' form. Checked when there are no flat keys (missing: the product's message;
   * there but no object, `[1, 2]` or text: what is wrong with it) and whenever it is sent beside
   * them (then it must hold the same keys).
   */
  @ApiProperty({
    type: PushKeysDto,
    required: false,
    deprecated: true,
    description: "The browser's PushSubscription.toJSON() form of p256dh and auth, read from older clients",
  })
  @ValidateIf((o: PushSubscriptionDto, value) => !flat(o) || given(value))
  @SameKeysAsFlat()
  @IsDefined({ message: PUSH_MESSAGES.keys })
  @IsObject({ message: 'keys must be an object' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys?: PushKeysDto;
}

/** The keys of a subscription that passed validation, whichever form they came in. */
export function pushKeysOf(dto: PushSubscriptionDto): PushSubscriptionKeys {
  const source = flat(dto) ? dto : dto.keys;
  if (typeof source?.p256dh !== 'string' || typeof source.auth !== 'string') {
    throw new Error('pushKeysOf: the subscription was not validated');
  }
  return { p256dh: source.p256dh, auth: source.auth };
}

/** DELETE /api/notifications/subscribe: which of the caller's subscriptions to drop. */
export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @FollowsRule(R.endpoint) endpoint: string;
}
