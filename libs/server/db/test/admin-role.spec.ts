import { spawn } from 'node:child_process';
import path from 'node:path';
import { Chef, User } from '../src';
import { AdminRoleRefused, grantAdmin, revokeAdmin } from '../src/admin-role';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const ROOT = path.resolve(__dirname, '../../../..');

/** The operator's command, run as `node cli.js <command> <email>` on the test database. */
function cli(url: string, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', path.join(ROOT, 'tools/lib/register-ts.cjs'), path.join(ROOT, 'libs/server/db/src/cli.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: url } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('the admin role, granted and ended by an operator', () => {
  let db: TestDatabase;
  const users = () => db.dataSource.getRepository(User);
  const roleOf = async (email: string) => (await users().findOneByOrFail({ email })).role;
  const account = (email: string, role: User['role'] = 'customer') =>
    users().save({ email, firstName: 'Pat', lastName: 'Lee', role, oidcSubject: `sub-${email}` });

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('makes a customer an admin at once, in any case of the address, and says so again', async () => {
    await account('ops@example.test');
    expect(await grantAdmin(db.dataSource, '  OPS@Example.test ')).toBe('granted');
    expect(await roleOf('ops@example.test')).toBe('admin');
    expect(await grantAdmin(db.dataSource, 'ops@example.test')).toBe('already admin');
  });

  it('refuses an address with no account, and a chef (an account has one role)', async () => {
    await expect(grantAdmin(db.dataSource, 'nobody@example.test')).rejects.toThrow(
      'no account for nobody@example.test: its owner signs in once first',
    );
    await expect(grantAdmin(db.dataSource, 'not-an-address')).rejects.toBeInstanceOf(AdminRoleRefused);
    const chef = await account('cook@example.test', 'chef');
    await db.dataSource.getRepository(Chef).save({
      userId: chef.id,
      name: 'Pat Lee',
      bio: 'Cooks.',
      specialty: 'Southern',
      cuisines: ['southern'],
      pricePerPersonCents: 8000,
      location: 'Atlanta, GA',
      zipCodes: ['30306'],
      services: ['private_dinner'],
      isApproved: true,
      isActive: true,
    });
    await expect(grantAdmin(db.dataSource, 'cook@example.test')).rejects.toThrow('is a chef');
    expect(await roleOf('cook@example.test')).toBe('chef');
  });

  it('ends an admin role, but never the last one, even when two operators end the last two at once', async () => {
    await account('second@example.test', 'admin');
    await account('third@example.test', 'admin');
    expect(await revokeAdmin(db.dataSource, 'third@example.test')).toBe('revoked');
    expect(await roleOf('third@example.test')).toBe('customer');
    expect(await revokeAdmin(db.dataSource, 'third@example.test')).toBe('not an admin');
    // ops@ and second@ are the two admins left: ending both at once leaves one.
    const both = await Promise.allSettled([
      revokeAdmin(db.dataSource, 'ops@example.test'),
      revokeAdmin(db.dataSource, 'second@example.test'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await users().countBy({ role: 'admin' })).toBe(1);
    const [last] = await users().findBy({ role: 'admin' });
    await expect(revokeAdmin(db.dataSource, last.email)).rejects.toThrow('is the last admin; make another admin first');
  });

  it('runs as the operator types it, and says why it refused (exit 1) or how to use it (exit 2)', async () => {
    await account('cli@example.test');
    const granted = await cli(db.url, 'grant-admin', 'cli@example.test');
    expect(granted.out).toContain('[db] cli@example.test: granted');
    expect(granted.code).toBe(0);
    expect(await roleOf('cli@example.test')).toBe('admin');
    const refused = await cli(db.url, 'grant-admin', 'nobody@example.test');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('[db] grant-admin failed: no account for nobody@example.test');
    const usage = await cli(db.url, 'revoke-admin');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('usage: cli.js');
  }, 60_000);
});
