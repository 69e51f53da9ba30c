import { CHEF_SPECIALTIES } from '@chefs/contracts';

/** The specialty select's choices: the spec's values with readable labels. */
export const SPECIALTY_OPTIONS = CHEF_SPECIALTIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
