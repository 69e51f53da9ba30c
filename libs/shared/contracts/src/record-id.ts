/**
 * The largest value of a Postgres `integer` (int4) column: every table's id is one, so no row has
 * a larger id, and Postgres refuses a larger parameter ("value out of range for type integer").
 */
export const MAX_INT4 = 2_147_483_647;
