import type { INestApplication } from '@nestjs/common';
import { DataSource, type Logger, type QueryRunner } from 'typeorm';

export interface QueryCounter {
  /** The SQL the app sent through TypeORM while `action` ran (transaction statements left out). */
  during(action: () => Promise<unknown>): Promise<string[]>;
  /** Puts the app's own logger back. */
  restore(): void;
}

const TRANSACTION = /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT)\b/i;

/**
 * Counts the queries an app makes, for tests that pin the number per request (no N+1,
 * issue 11). TypeORM hands every statement of the app's DataSource to its logger
 * (`logQuery`, whatever the logging options), so a logger that records and passes on is
 * the hook. The session store's reads go to the pool directly and are not counted: they
 * are per request, not per row.
 */
export function countQueries(app: INestApplication): QueryCounter {
  const dataSource = app.get(DataSource);
  const original: Logger = dataSource.logger;
  let recording: string[] | null = null;
  // Everything else goes to the app's own logger (its prototype); only logQuery records first.
  const counting = Object.create(original) as Logger;
  counting.logQuery = (query: string, parameters?: unknown[], queryRunner?: QueryRunner): void => {
    if (recording && !TRANSACTION.test(query.trim())) recording.push(query);
    original.logQuery(query, parameters, queryRunner);
  };
  (dataSource as { logger: Logger }).logger = counting;
  return {
    async during(action) {
      const seen: string[] = [];
      recording = seen;
      try {
        await action();
      } finally {
        recording = null;
      }
      return seen;
    },
    restore() {
      (dataSource as { logger: Logger }).logger = original;
    },
  };
}
