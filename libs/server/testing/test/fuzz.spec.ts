import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '@chefs/db/testing';
import { fuzzApi, type FuzzReport } from '../src/fuzz';
import { createDemoTables, startDemoApp } from './fuzz-demo-app';

/** The fuzz runner finds the bugs of fuzz-demo-app.ts, and nothing in its one correct route. */
describe('fuzzApi on an app with known bugs (real Postgres)', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let report: FuzzReport;
  const finding = (operation: string) => report.findings.find((f) => f.operation === operation);

  beforeAll(async () => {
    db = await createTestDatabase();
    await createDemoTables(db.dataSource);
    app = await startDemoApp(db.dataSource);
    report = await fuzzApi({
      app,
      dataSource: db.dataSource,
      serviceName: 'demo',
      origin: 'http://localhost',
      identities: [{ name: 'anyone' }],
      runsPerIdentity: 50,
      seed: 42,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('fuzzes every operation of the document', () => {
    expect(report.operations.sort()).toEqual([
      'POST /api/counters',
      'POST /api/notes',
      'POST /api/orders',
      'POST /api/safe',
      'POST /api/tags',
    ]);
  });

  it('reports the 500 of a NUL inside an otherwise valid text', () => {
    expect(finding('POST /api/notes')).toMatchObject({
      problem: expect.stringMatching(/^answered 500/),
      request: expect.stringContaining('[poisoned title: NUL inside the text]'),
    });
  });

  it('reports the 500 of a text longer than its column, under the body limit', () => {
    expect(finding('POST /api/tags')).toMatchObject({
      problem: expect.stringMatching(/^answered 500/),
      request: expect.stringContaining('[poisoned name: 60,000 characters]'),
    });
  });

  it('reports the 500 of a whole number past int4', () => {
    expect(finding('POST /api/counters')).toMatchObject({
      problem: expect.stringMatching(/^answered 500/),
      request: expect.stringMatching(/\[poisoned value: (2\^31 \(past int4\)|1e308)\]/),
    });
  });

  it('reports a 400 that wrote a row', () => {
    expect(finding('POST /api/orders')?.problem).toMatch(/^answered 400 but wrote to fuzz_orders$/);
  });

  it('reports nothing on the route that refuses what its columns cannot hold, and sees no crash', () => {
    expect(finding('POST /api/safe')).toBeUndefined();
    expect(report.requests['POST /api/safe']).toBeGreaterThanOrEqual(50);
    expect(report.statuses['POST /api/safe'][201]).toBeGreaterThan(0);
    expect(report.findings).toHaveLength(4);
    expect(report.crashes).toEqual([]);
  });
});
