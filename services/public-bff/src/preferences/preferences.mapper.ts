import type { CustomerPreferences } from '@chefs/contracts';

/** Exactly the fields of CustomerPreferences (e-mail lower-cased, absent optionals left out). */
export function toCustomerPreferences(input: CustomerPreferences): CustomerPreferences {
  return {
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    serviceType: input.serviceType,
    cuisinePreferences: [...input.cuisinePreferences],
    ...(input.dietaryRestrictions?.length ? { dietaryRestrictions: [...input.dietaryRestrictions] } : {}),
    planningOption: input.planningOption,
    oneTimeFee: input.oneTimeFee,
    ...(input.customRequest ? { customRequest: input.customRequest } : {}),
  };
}
