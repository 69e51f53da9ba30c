import type { DataSource } from 'typeorm';
import { Chef, User } from './entities';

/**
 * The operator's way to make an admin or to end one (docs/decisions.md, "People and roles"):
 * nothing in the product grants the role. The account must exist (its owner has signed in once).
 * An account has one role, so a chef is not made an admin, and the last admin is not ended.
 * Each answers what it did in a line for the operator; a refusal throws with the reason.
 */
type AdminRoleOutcome = 'granted' | 'already admin' | 'revoked' | 'not an admin';

export class AdminRoleRefused extends Error {}

export async function grantAdmin(dataSource: DataSource, email: string): Promise<AdminRoleOutcome> {
  return dataSource.transaction(async (manager) => {
    const user = await accountOf(manager.getRepository(User), email);
    if (user.role === 'admin') return 'already admin';
    if (user.role === 'chef' || (await manager.getRepository(Chef).existsBy({ userId: user.id })))
      throw new AdminRoleRefused(`${user.email} is a chef; an account has one role, so a chef is not made an admin`);
    await manager.getRepository(User).update({ id: user.id }, { role: 'admin' });
    return 'granted';
  });
}

export async function revokeAdmin(dataSource: DataSource, email: string): Promise<AdminRoleOutcome> {
  return dataSource.transaction(async (manager) => {
    // Two operators ending the last two admins at once would leave none: one waits for the other.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('admin-role'))`);
    const users = manager.getRepository(User);
    const user = await accountOf(users, email);
    if (user.role !== 'admin') return 'not an admin';
    if ((await users.countBy({ role: 'admin' })) <= 1)
      throw new AdminRoleRefused(`${user.email} is the last admin; make another admin first`);
    await users.update({ id: user.id }, { role: 'customer' });
    return 'revoked';
  });
}

async function accountOf(users: { findOneBy(where: { email: string }): Promise<User | null> }, email: string) {
  const address = email.trim().toLowerCase();
  if (!address.includes('@')) throw new AdminRoleRefused(`"${email}" is not an e-mail address`);
  const user = await users.findOneBy({ email: address });
  if (!user) throw new AdminRoleRefused(`no account for ${address}: its owner signs in once first`);
  return user;
}
