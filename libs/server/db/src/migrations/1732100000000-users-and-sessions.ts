import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, and the session store connect-pg-simple uses (its exact table shape). */
export class UsersAndSessions1732100000000 implements MigrationInterface {
  name = 'UsersAndSessions1732100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TABLE users (
        id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email             text NOT NULL,
        first_name        text,
        last_name         text,
        role              text NOT NULL DEFAULT 'customer',
        oidc_subject      text,
        profile_image_url text,
        preferences       jsonb,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_users_email UNIQUE (email),
        CONSTRAINT uq_users_oidc_subject UNIQUE (oidc_subject),
        CONSTRAINT ck_users_email CHECK (email = lower(email) AND email LIKE '_%@_%'),
        CONSTRAINT ck_users_role CHECK (role IN ('customer', 'chef', 'admin'))
      )`);
    await q.query(
      `CREATE TRIGGER trg_users_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
    );
    await q.query(`
      CREATE TABLE sessions (
        sid    varchar NOT NULL COLLATE "default",
        sess   json NOT NULL,
        expire timestamp(6) NOT NULL,
        CONSTRAINT sessions_pkey PRIMARY KEY (sid)
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_expire" ON sessions (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
    await q.query(`DROP FUNCTION set_updated_at()`);
  }
}
