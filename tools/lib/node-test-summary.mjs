// node:test reporter (npm test, tools tests) that writes the run's counts to $TEST_RESULTS_DIR/node-tools.json,
// the shape tools/jest/summary-reporter.cjs writes, so `npm test` adds them to its total.
import fs from 'node:fs';
import path from 'node:path';

export default async function* summaryReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) skipped += 1;
    else if (event.type === 'test:pass') passed += 1;
    else failed += 1;
  }
  const dir = process.env.TEST_RESULTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'node-tools.json'), JSON.stringify({ passed, failed, skipped }));
  }
  yield '';
}
