import { ApiHideProperty } from '@nestjs/swagger';
import { Expose, Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { ADMIN_CHEF_RULES as R, SERVICE_TYPES, type CreateChefRequest } from '@chefs/contracts';
import { FollowsRule } from '@chefs/server-core';

/**
 * The one item of a list the spec's payload sends (docs/product.md §7: "zipCodes (one ZIP)",
 * "cuisines (one)"), for the field the form names (zipCode, primaryCuisine) when that is not sent.
 */
const fromList =
  (list: 'zipCodes' | 'cuisines') =>
  ({ value, obj }: { value: unknown; obj: Record<string, unknown> }): unknown => {
    const items = obj[list];
    return value === undefined && Array.isArray(items) && items.length === 1 ? (items[0] as unknown) : value;
  };

/** Absent, or a list of exactly one text: the spec's zipCodes and cuisines. */
const OneItem = (message: string): PropertyDecorator =>
  ValidateBy({
    name: 'oneItem',
    validator: {
      validate: (value: unknown) =>
        value === undefined || (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string'),
      defaultMessage: () => message,
    },
  });

/** Absent, or what the server sets anyway: the spec's fixed services and isApproved true. */
const FixedAs = (accept: (value: unknown) => boolean, message: string): PropertyDecorator =>
  ValidateBy({
    name: 'fixedAs',
    validator: { validate: (value: unknown) => value === undefined || accept(value), defaultMessage: () => message },
  });

const BOTH_SERVICES = (value: unknown) =>
  Array.isArray(value) &&
  value.length === SERVICE_TYPES.length &&
  SERVICE_TYPES.every((service) => value.includes(service));

/**
 * POST /api/chefs: the Add Chef dialog, every field required. The spec's payload (docs/product.md §7:
 * name, bio, specialty, pricePerPerson, location, zipCodes with one ZIP, cuisines with one,
 * services meal_prep and private_dinner, isApproved true) is accepted as it is: its one ZIP and
 * one cuisine are read as zipCode and primaryCuisine, under the same rules and messages; services
 * and isApproved are checked, never read (an admin's chef offers both and is approved at once).
 * The form's own names (zipCode, primaryCuisine), which admin portals before the spec's payload
 * send, are read as well: a portal may be a release older than its BFF (docs/architecture.md).
 */
export class CreateChefDto implements Omit<CreateChefRequest, 'zipCodes' | 'cuisines' | 'services' | 'isApproved'> {
  @FollowsRule(R.name) name: string;
  @FollowsRule(R.specialty) specialty: string;
  // Exposed so the transform runs when only the spec's list was sent (a key not in the body is
  // otherwise never read); the list's item is taken before the rule trims it.
  @FollowsRule(R.primaryCuisine) @Transform(fromList('cuisines')) @Expose() primaryCuisine: string;
  @FollowsRule(R.pricePerPerson) pricePerPerson: number;
  @FollowsRule(R.zipCode) @Transform(fromList('zipCodes')) @Expose() zipCode: string;
  @FollowsRule(R.location) location: string;
  @FollowsRule(R.bio) bio: string;

  @OneItem('Send one ZIP code in zipCodes') @ApiHideProperty() zipCodes?: string[];
  @OneItem('Send one cuisine in cuisines') @ApiHideProperty() cuisines?: string[];
  @FixedAs(BOTH_SERVICES, 'Services must be meal_prep and private_dinner') @ApiHideProperty() services?: string[];
  @FixedAs((v) => v === true, 'A chef an admin adds is approved at once: isApproved must be true')
  @ApiHideProperty()
  isApproved?: boolean;
}
