import type { User } from '@chefs/db';
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
