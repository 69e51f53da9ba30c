import { type AuthUser } from '@chefs/contracts';

/** docs/product.md §2: who "Welcome back, …" greets: the first name, else what comes before the @ of the e-mail. */
export function greetingName(user: Pick<AuthUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0];
}
