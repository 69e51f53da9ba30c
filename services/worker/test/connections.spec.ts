import { DataSource } from 'typeorm';
import { startSeededWorker, type SeededWorker } from './support';

describe('worker: its Postgres connections', () => {
  let worker: SeededWorker;

  beforeAll(async () => {
    worker = await startSeededWorker();
  });

  afterAll(() => worker?.close());

  it('carry its name (application_name), so Postgres tells its work from the requests’', async () => {
    const dataSource = worker.app.get(DataSource);
    const [row] = await dataSource.query<{ name: string }[]>(`SELECT current_setting('application_name') AS name`);
    expect(row.name).toBe('worker');
  });
});
