import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tells the planner of this database that a random read costs little more than a sequential
 * one (`random_page_cost` 1.1, from Postgres' default of 4, which prices spinning disks), as
 * on the SSD or network storage every server we run on has. With the default it chose a
 * sequential scan of all 5,000 recipes (7.7 ms) over the trigram index (1.5 ms) to count an
 * admin search's 502 matches, in every request (docs/scale.md). A database setting, not a
 * connection option: it holds behind a connection pooler (PgBouncer refuses startup options)
 * and for every client, psql included; each new connection reads it.
 */
export class PlannerCostsForSsd1732100000018 implements MigrationInterface {
  name = 'PlannerCostsForSsd1732100000018';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DO $$ BEGIN
      EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
    END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DO $$ BEGIN
      EXECUTE format('ALTER DATABASE %I RESET random_page_cost', current_database());
    END $$`);
  }
}
