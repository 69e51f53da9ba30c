import { type AuthUser } from '@chefs/contracts';

/** docs/product.md §2: the first name, else the e-mail, else "User". */
export function displayName(user: Pick<AuthUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email?.trim() || 'User';
}
