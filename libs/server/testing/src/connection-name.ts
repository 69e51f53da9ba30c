import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The `application_name` an app's pooled Postgres connections carry (DbModule.forRoot's name; '' for none). */
export async function postgresConnectionName(app: Pick<INestApplicationContext, 'get'>): Promise<string> {
  const [row] = await app
    .get(DataSource)
    .query<{ name: string }[]>(`SELECT current_setting('application_name') AS name`);
  return row.name;
}
