/**
 * The LIKE pattern that finds `q` anywhere in a text, its own `%`, `_` and `\` taken literally.
 * Compare it lower-cased with the lower-cased text (`containsText`): a trigram (pg_trgm) GIN
 * index of the lower-cased text answers it once `q` has three characters (ADMIN_SEARCH_MIN_LENGTH).
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL: whether `text` (SQL over a row) holds the pattern in parameter `param`, in any case:
 * `lower(text) LIKE lower(:param)`, which the trigram indexes of migration 1732100000020 answer.
 * Not ILIKE: it rechecks each candidate four times slower (the migration says why).
 */
export function containsText(text: string, param: string): string {
  return `lower(${text}) LIKE lower(:${param})`;
}

/**
 * The text an account is searched by: first name, last name and e-mail, as the trigram index
 * ix_users_admin_search_lower_trgm (migration 1732100000020) holds it, lower-cased. `alias` is the users table's alias.
 */
export function userSearchText(alias: string): string {
  return `(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '') || ' ' || ${alias}.email)`;
}
