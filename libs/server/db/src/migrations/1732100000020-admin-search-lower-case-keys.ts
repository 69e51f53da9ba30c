import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The text an account is searched by (the admin BFF's userSearchText), as its index holds it. */
const USER_SEARCH_TEXT = `(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email)`;

/**
 * The admin searches (chef names, accounts, recipe titles) compare lower-cased text with LIKE
 * instead of the text with ILIKE, on trigram indexes of the lower-cased text. A trigram match is
 * a candidate that Postgres checks again against the pattern, and ILIKE, which folds the case of
 * both sides a character at a time, cost 1.2 µs a title where lower() and LIKE cost 0.27 µs
 * (5,020 recipes scanned, `chefs_scale`). At scale "shrimp" matches 502 recipes: the admin
 * recipe search checked about 930 titles per request (its page and its total), and kept half the
 * rate of the same search on the demo data (docs/scale.md, sixth session).
 */
export class AdminSearchLowerCaseKeys1732100000020 implements MigrationInterface {
  name = 'AdminSearchLowerCaseKeys1732100000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_chefs_admin_name_lower_trgm ON chefs USING gin (lower(name) gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX ix_users_admin_search_lower_trgm ON users USING gin (lower(${USER_SEARCH_TEXT}) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX ix_recipes_admin_title_lower_trgm ON recipes USING gin (lower(title) gin_trgm_ops)`);
    await q.query(`DROP INDEX ix_chefs_admin_name_trgm`);
    await q.query(`DROP INDEX ix_users_admin_search_trgm`);
    await q.query(`DROP INDEX ix_recipes_admin_title_trgm`);
    // An index on an expression gives the planner statistics of it only after an ANALYZE: until
    // then it guesses that two recipes match any search.
    await q.query(`ANALYZE chefs, users, recipes`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_recipes_admin_title_trgm ON recipes USING gin (title gin_trgm_ops)`);
    await q.query(`CREATE INDEX ix_users_admin_search_trgm ON users USING gin (${USER_SEARCH_TEXT} gin_trgm_ops)`);
    await q.query(`CREATE INDEX ix_chefs_admin_name_trgm ON chefs USING gin (name gin_trgm_ops)`);
    await q.query(`DROP INDEX ix_recipes_admin_title_lower_trgm`);
    await q.query(`DROP INDEX ix_users_admin_search_lower_trgm`);
    await q.query(`DROP INDEX ix_chefs_admin_name_lower_trgm`);
  }
}
