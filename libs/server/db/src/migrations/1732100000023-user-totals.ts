import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropCounts, keepCounts, type Counted } from './1732100000016-catalogue-totals';

const USERS: Counted = { table: 'users', totals: 'user_totals', keys: ['role'] };

/**
 * The accounts per role, kept by the database in the same transaction as each change, as
 * chef_totals and recipe_totals keep the catalogue's (migration 1732100000016). The admin's
 * accounts table counted the rows of its role filter up to 10,000 and asked the planner past
 * that: 4.2 ms of index reads on each request for the 50,000 customers at metro size (the role
 * nearly every account has), and only an estimate. With the counts, a role's total, and the
 * table's, is exact and a few rows' read however many accounts there are.
 */
export class UserTotals1732100000023 implements MigrationInterface {
  name = 'UserTotals1732100000023';

  async up(q: QueryRunner): Promise<void> {
    await keepCounts(q, USERS);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropCounts(q, USERS);
  }
}
