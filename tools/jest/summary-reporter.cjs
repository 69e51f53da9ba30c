// Writes each jest run's counts, and the names of its failed tests, to $TEST_RESULTS_DIR so
// `npm test` can print one total and, at its end, which tests failed (CI keeps only the tail of the log).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '../..');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(ROOT, this.rootDir).replace(/[\\/]/g, '_') || 'root';
    const failures = [];
    for (const file of results.testResults) {
      const where = path.relative(ROOT, file.testFilePath);
      if (file.testExecError)
        failures.push({ where, name: '(the file did not run)', message: file.testExecError.message });
      for (const test of file.testResults) {
        if (test.status === 'failed')
          failures.push({ where, name: test.fullName, message: test.failureMessages[0] ?? '' });
      }
    }
    fs.writeFileSync(
      path.join(dir, `jest-${name}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        failures,
      }),
    );
  }
}
module.exports = SummaryReporter;
