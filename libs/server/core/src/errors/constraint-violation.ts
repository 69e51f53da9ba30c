/**
 * The name of the constraint or unique index a failed write ran into (a TypeORM
 * QueryFailedError carries the pg error, with its `constraint`, as `driverError`), or
 * undefined for any other error. Services turn their own indexes' refusals into plain words.
 */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const driverError = (error as { driverError?: unknown }).driverError;
  if (typeof driverError !== 'object' || driverError === null) return undefined;
  const constraint = (driverError as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
