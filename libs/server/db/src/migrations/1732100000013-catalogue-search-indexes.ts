import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes behind the public catalogue's paged lists and searches (docs/paging.md):
 * - chefs (approved and active ones only, partial indexes): each order a page is read in
 *   (id; best rated; cheapest), the ZIP codes and the cuisines (any case) as GIN indexes;
 * - a chef's reviews newest first, with the id that breaks ties;
 * - published recipes by id, per category, the title and description searched anywhere in a
 *   word (pg_trgm), and the slug's letters and digits (a dish slug and a recipe slug of one
 *   title differ only in their hyphens).
 */
export class CatalogueSearchIndexes1732100000013 implements MigrationInterface {
  name = 'CatalogueSearchIndexes1732100000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE FUNCTION lower_text_array(text[]) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT coalesce(array_agg(lower(x)), '{}') FROM unnest($1) AS x $$`);
    const listed = `WHERE is_approved AND is_active`;
    await q.query(`CREATE INDEX ix_chefs_listed_rating ON chefs (rating_rank DESC, id DESC) ${listed}`);
    await q.query(`CREATE INDEX ix_chefs_listed_price ON chefs (price_per_person_cents, id) ${listed}`);
    await q.query(`CREATE INDEX ix_chefs_listed_zip_codes ON chefs USING gin (zip_codes) ${listed}`);
    await q.query(`CREATE INDEX ix_chefs_listed_cuisines ON chefs USING gin (lower_text_array(cuisines)) ${listed}`);

    await q.query(`DROP INDEX ix_reviews_chef`);
    await q.query(`CREATE INDEX ix_reviews_chef ON reviews (chef_id, created_at DESC, id DESC)`);

    await q.query(`CREATE INDEX ix_recipes_published_id ON recipes (id) WHERE is_published`);
    await q.query(`CREATE INDEX ix_recipes_published_category_id ON recipes (category, id) WHERE is_published`);
    await q.query(
      `CREATE INDEX ix_recipes_published_title_trgm ON recipes USING gin (title gin_trgm_ops) WHERE is_published`,
    );
    await q.query(
      `CREATE INDEX ix_recipes_published_description_trgm ON recipes USING gin (description gin_trgm_ops) WHERE is_published`,
    );
    await q.query(`CREATE INDEX ix_recipes_slug_key ON recipes ((replace(slug, '-', '')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_recipes_slug_key`);
    await q.query(`DROP INDEX ix_recipes_published_description_trgm`);
    await q.query(`DROP INDEX ix_recipes_published_title_trgm`);
    await q.query(`DROP INDEX ix_recipes_published_category_id`);
    await q.query(`DROP INDEX ix_recipes_published_id`);
    await q.query(`DROP INDEX ix_reviews_chef`);
    await q.query(`CREATE INDEX ix_reviews_chef ON reviews (chef_id, created_at DESC)`);
    await q.query(`DROP INDEX ix_chefs_listed_cuisines`);
    await q.query(`DROP INDEX ix_chefs_listed_zip_codes`);
    await q.query(`DROP INDEX ix_chefs_listed_price`);
    await q.query(`DROP INDEX ix_chefs_listed_rating`);
    await q.query(`DROP FUNCTION lower_text_array(text[])`);
    // pg_trgm stays: other objects may use it, and it holds no data.
  }
}
