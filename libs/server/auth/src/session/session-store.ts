import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { Role } from '@chefs/contracts';
import { SESSION_TABLE } from './session-options';
import type { SessionUser } from './session-user';

const PgStore = connectPgSimple(session);

/** What passport keeps in a session: an account's id, a UUID (tested here and, as `~*`, in the store's SQL). */
export const ACCOUNT_ID = /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** A read whose account passport has not taken yet is dropped past this many (a request that failed in between). */
const MAX_UNTAKEN = 1000;

interface SessionWithAccountRow {
  sess: SessionData | string;
  id: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
}

/**
 * The same session read as connect-pg-simple's (an unexpired row by its id), joined in the same
 * statement to the account whose id passport keeps in it. passport's deserializeUser then takes
 * the account from here (`takeAccount`) instead of a second query, so a signed-in request costs
 * one round trip to Postgres for who is asking, not two (docs/scale.md, "Signed-in reads"). The
 * account is read in the same request as before, so a role change or a deleted account is seen
 * at once, as it was. The join casts only a value shaped like a UUID, so a session holding
 * anything else reads no account (and passport then finds none) instead of failing.
 */
export class SessionStoreWithAccounts extends PgStore {
  readonly #accounts = new Map<string, SessionUser>();
  readonly #pool: Pool;
  #pruning = false;

  constructor(options: connectPgSimple.PGStoreOptions & { pool: Pool }) {
    super({ ...options, tableName: SESSION_TABLE });
    this.#pool = options.pool;
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    // connect-pg-simple starts its expired-session pruning from its own get; this get replaces it.
    if (!this.#pruning) {
      this.#pruning = true;
      this.pruneSessions();
    }
    this.#pool
      .query<SessionWithAccountRow>({
        // Prepared: every signed-in request asks it, so Postgres plans it once per connection.
        name: 'session-with-account',
        text: `SELECT s.sess, u.id, u.email, u.first_name, u.last_name, u.role
           FROM ${SESSION_TABLE} s
           LEFT JOIN users u
             ON u.id = CASE WHEN s.sess #>> '{passport,user}' ~* $3 THEN (s.sess #>> '{passport,user}')::uuid END
          WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
        values: [sid, Math.ceil(Date.now() / 1000), ACCOUNT_ID.source],
      })
      .then(
        ({ rows: [row] }) => {
          if (!row) return callback(null, null);
          if (row.id) {
            if (this.#accounts.size >= MAX_UNTAKEN) this.#accounts.clear();
            this.#accounts.set(sid, {
              id: row.id,
              email: row.email,
              firstName: row.first_name,
              lastName: row.last_name,
              role: row.role,
            });
          }
          let data: SessionData;
          try {
            data = typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess;
          } catch {
            return this.destroy(sid, (err) => callback(err, null));
          }
          callback(null, data);
        },
        (err: unknown) => callback(err),
      );
  }

  /** The account read with session `sid` in this request, when it is user `id`; once. */
  takeAccount(sid: string | undefined, id: string): SessionUser | undefined {
    if (!sid) return undefined;
    const account = this.#accounts.get(sid);
    this.#accounts.delete(sid);
    return account?.id === id ? account : undefined;
  }
}
