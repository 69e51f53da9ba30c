import { CHEF_SPECIALTIES, chefSpecialtyLabel } from '@chefs/contracts';

/** The specialty select's choices: the spec's values with readable labels. */
export const SPECIALTY_OPTIONS = CHEF_SPECIALTIES.map((value) => ({ value, label: chefSpecialtyLabel(value) }));
