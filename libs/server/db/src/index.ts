export * from './entities';
export { MIGRATIONS } from './migrations';
export {
  DEFAULT_DATABASE_URL,
  createDataSource,
  dataSourceOptions,
  revertLastMigration,
  runMigrations,
} from './data-source';
export { ensureDatabase, dropDatabase, redactUrl } from './admin-connection';
export { DbModule } from './db.module';
export {
  DEFAULT_RATING,
  formatRating,
  toAuthUser,
  toBookingDto,
  toChefDto,
  toRecipeDto,
  toReviewDto,
  type ChefStats,
} from './mappers';
export { COUNTED_BOOKING_STATUSES, chefStats, statsOf } from './chef-stats';
export {
  bookingJson,
  bookingsNewestFirstJson,
  centsNumber,
  chefJson,
  isoTimestamp,
  jsTrim,
  jsonArray,
  recipeJson,
} from './json-rows';
export { MAX_NAMED_STATEMENTS, namedStatements, preparedQuery, repeatedQuery, statementName } from './prepared';
export { recordStatusChange, type StatusChange } from './status-history';
export { UNIQUE_INDEXES } from './unique-indexes';
