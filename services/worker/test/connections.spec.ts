import { postgresConnectionName } from '@chefs/testing';
import { startSeededWorker, type SeededWorker } from './support';

describe('worker: its Postgres connections', () => {
  let worker: SeededWorker;

  beforeAll(async () => {
    worker = await startSeededWorker();
  });

  afterAll(() => worker?.close());

  it('carry its name (application_name), so Postgres tells its work from the requests’', async () => {
    expect(await postgresConnectionName(worker.app)).toBe('worker');
  });
});
