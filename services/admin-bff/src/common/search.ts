/**
 * The ILIKE pattern that finds `q` anywhere in a text, its own `%`, `_` and `\` taken literally.
 * A trigram (pg_trgm) GIN index answers it once `q` has three characters (ADMIN_SEARCH_MIN_LENGTH).
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text an account is searched by: first name, last name and e-mail, as the trigram index
 * ix_users_admin_search_trgm (migration 1732100000014) holds it. `alias` is the users table's alias.
 */
export function userSearchText(alias: string): string {
  return `(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '') || ' ' || ${alias}.email)`;
}
