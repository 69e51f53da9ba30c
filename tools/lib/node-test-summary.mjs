// node:test reporter (npm test, tools tests) that writes the run's counts and failed tests to
// $TEST_RESULTS_DIR/node-tools.json, the shape tools/jest/summary-reporter.cjs writes, so `npm test`
// adds them to its total and names the failures at its end.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function* summaryReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) skipped += 1;
    else if (event.type === 'test:pass') passed += 1;
    else {
      failed += 1;
      const error = event.data.details?.error;
      failures.push({
        where: event.data.file ? path.relative(ROOT, event.data.file) : 'tools/test',
        name: event.data.name,
        message: String(error?.cause?.message ?? error?.message ?? ''),
      });
    }
  }
  const dir = process.env.TEST_RESULTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'node-tools.json'), JSON.stringify({ passed, failed, skipped, failures }));
  }
  yield '';
}
