import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in for the recipe collection: an address receives recipe e-mails only once
 * its owner confirms it from the link mailed to it. The link's one-time token is kept as
 * its SHA-256 (never the token itself) with an expiry; `confirmation_sent_at` limits how
 * often one address is mailed. Addresses that subscribed before this change never
 * confirmed: they stay unconfirmed and receive nothing more until they subscribe again.
 */
export class RecipeSubscriptionOptIn1732100000011 implements MigrationInterface {
  name = 'RecipeSubscriptionOptIn1732100000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE recipe_subscribers
        ADD COLUMN confirmed_at             timestamptz,
        ADD COLUMN confirm_token_hash       text,
        ADD COLUMN confirm_token_expires_at timestamptz,
        ADD COLUMN confirmation_sent_at     timestamptz,
        ADD CONSTRAINT ck_recipe_subscribers_token
          CHECK ((confirm_token_hash IS NULL) = (confirm_token_expires_at IS NULL)),
        ADD CONSTRAINT ck_recipe_subscribers_token_hash
          CHECK (confirm_token_hash IS NULL OR confirm_token_hash ~ '^[0-9a-f]{64}$')`);
    await q.query(`
      CREATE UNIQUE INDEX uq_recipe_subscribers_confirm_token
        ON recipe_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_recipe_subscribers_confirm_token`);
    await q.query(`
      ALTER TABLE recipe_subscribers
        DROP CONSTRAINT ck_recipe_subscribers_token_hash,
        DROP CONSTRAINT ck_recipe_subscribers_token,
        DROP COLUMN confirmation_sent_at,
        DROP COLUMN confirm_token_expires_at,
        DROP COLUMN confirm_token_hash,
        DROP COLUMN confirmed_at`);
  }
}
