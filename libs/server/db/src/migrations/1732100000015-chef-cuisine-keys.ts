import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chef search's cuisine filter, stored instead of computed per row.
 *
 * Migration 1732100000013 indexed `lower_text_array(cuisines)`: a SQL function with an aggregate
 * over `unnest`, which Postgres cannot inline. The GIN index found the candidates, but every
 * recheck and every filter called the function again: at 20,000 chefs a ZIP-and-cuisine search
 * spent 187 ms calling it 5,332 times. A stored generated column holds the lower-cased
 * cuisines once per write; the filter on it is a plain array comparison (0.5 ms on the same
 * data), and the planner can walk an order's index and filter instead of sorting every match.
 */
export class ChefCuisineKeys1732100000015 implements MigrationInterface {
  name = 'ChefCuisineKeys1732100000015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE chefs ADD COLUMN cuisine_keys text[] GENERATED ALWAYS AS (lower_text_array(cuisines)) STORED`,
    );
    await q.query(
      `CREATE INDEX ix_chefs_listed_cuisine_keys ON chefs USING gin (cuisine_keys) WHERE is_approved AND is_active`,
    );
    await q.query(`DROP INDEX ix_chefs_listed_cuisines`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX ix_chefs_listed_cuisines ON chefs USING gin (lower_text_array(cuisines)) WHERE is_approved AND is_active`,
    );
    await q.query(`DROP INDEX ix_chefs_listed_cuisine_keys`);
    await q.query(`ALTER TABLE chefs DROP COLUMN cuisine_keys`);
  }
}
