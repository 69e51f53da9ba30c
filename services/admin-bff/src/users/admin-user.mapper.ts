import { isoTimestamp, jsTrim, type User } from '@chefs/db';
import type { AdminUserDto } from '@chefs/contracts';

export function toAdminUserDto(user: User): AdminUserDto {
  const name = [user.firstName, user.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    id: user.id,
    name: name || null,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt ? user.createdAt.toISOString() : null,
  };
}

/**
 * toAdminUserDto as SQL over the users row `u`, for a page Postgres renders and the BFF sends on
 * as it is (JsonText); `test/admin-json-rows.spec.ts` checks it against the mapper.
 */
export const ADMIN_USER_JSON = `json_build_object(
  'id', u.id,
  'name', nullif(concat_ws(' ', nullif(${jsTrim('u.first_name')}, ''), nullif(${jsTrim('u.last_name')}, '')), ''),
  'email', u.email, 'role', u.role,
  'createdAt', CASE WHEN u.created_at IS NOT NULL THEN ${isoTimestamp('u.created_at')} END)`;
