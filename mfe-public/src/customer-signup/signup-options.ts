import {
  ONE_TIME_FEES,
  PLANNING_OPTIONS,
  SIGNUP_CUISINES,
  type OneTimeFee,
  type PlanningOption,
  type SignupCuisine,
  type SignupServiceType,
} from '@chefs/contracts';
import { type ChoiceOption } from '@chefs/ui';

export const SERVICE_TYPE_OPTIONS: readonly ChoiceOption<SignupServiceType>[] = [
  {
    value: 'meal_prep',
    label: 'Meal Prep',
    description: 'Weekly meals cooked in your kitchen, portioned for the days ahead.',
  },
  {
    value: 'fine_dining',
    label: 'Fine Dining',
    description: 'Multi-course private dinners for special evenings at home.',
  },
  { value: 'both', label: 'Both', description: 'Weekly meal prep, plus a dinner party when the occasion calls.' },
];

export const CUISINE_OPTIONS: readonly ChoiceOption<SignupCuisine>[] = SIGNUP_CUISINES.map((c) => ({
  value: c,
  label: c,
}));

/** Common restrictions offered as boxes; anything else is typed in. */
const COMMON_RESTRICTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten-free',
  'Dairy-free',
  'Nut allergy',
  'Shellfish allergy',
  'Halal',
  'Kosher',
] as const;

export const RESTRICTION_OPTIONS: readonly ChoiceOption[] = COMMON_RESTRICTIONS.map((r) => ({ value: r, label: r }));

const PLANNING_TEXT: Record<PlanningOption, [label: string, description: string]> = {
  basic_consultation: ['Basic Consultation', 'A call with our team to match you with the right chef.'],
  premium_planning: ['Premium Planning', 'Menu planning and chef matching, with a tasting suggestion.'],
  custom_design: ['Custom Design', 'A menu designed around your event, your guests and your tastes.'],
  full_service: ['Full Service', 'We plan, staff and run the whole experience for you.'],
};

export const PLANNING_OPTION_CHOICES: readonly ChoiceOption<PlanningOption>[] = PLANNING_OPTIONS.map((value) => ({
  value,
  label: PLANNING_TEXT[value][0],
  description: PLANNING_TEXT[value][1],
}));

/** docs/product.md §2: the four fees are labelled Basic, Premium, Custom and Full Service packages. */
const FEE_LABELS: Record<OneTimeFee, string> = {
  49: 'Basic Package',
  99: 'Premium Package',
  199: 'Custom Package',
  349: 'Full Service Package',
};

export const FEE_CHOICES: readonly ChoiceOption<OneTimeFee>[] = ONE_TIME_FEES.map((fee) => ({
  value: fee,
  label: FEE_LABELS[fee],
  aside: `$${fee}`,
}));
