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
 * `lower(text) LIKE (SELECT lower(:param))`, which the trigram indexes of migration 1732100000020
 * answer. Not ILIKE: it rechecks each candidate four times slower (the migration says why).
 *
 * The pattern comes through a one-row subquery (an InitPlan, evaluated once as the statement
 * starts, and still an index condition), so the planner never sees its value. With the value in
 * sight, Postgres priced each search for its own word (a long word matches almost nothing) and
 * the plan it could keep, made without a word, always dearer: at metro size it planned every
 * search again, 0.4 to 0.5 ms of the chef search's Postgres time, while on the demo data it kept
 * one. Without it, the kept plan and the planned ones cost the same, so after five runs it keeps
 * one (docs/scale.md, "A search planned once").
 */
export function containsText(text: string, param: string): string {
  return `lower(${text}) LIKE (SELECT lower(:${param}))`;
}

/**
 * The text an account is searched by: first name, last name and e-mail, as the trigram index
 * ix_users_admin_search_lower_trgm (migration 1732100000020) holds it, lower-cased. `alias` is the users table's alias.
 */
export function userSearchText(alias: string): string {
  return `(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '') || ' ' || ${alias}.email)`;
}
