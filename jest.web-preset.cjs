// The jest preset for browser projects (shell, remotes, web libs): the shared preset in
// jsdom, with the shims for the browser APIs jsdom lacks (they live with the design system).
const path = require('node:path');
const preset = require('./jest.preset.cjs');

// The browser's clock in a time zone five hours behind Atlanta's (six in summer), whatever the
// machine's: every date the product shows is Atlanta's (docs/decisions.md, one metro area), and a
// calendar date read as UTC midnight ("2026-12-07" shown as Dec 6) or an instant read on the
// browser's clock shows as another day here, where UTC hides both at most hours. Set before jest
// starts its workers, which take it from the environment. `TZ=… npx jest` still picks another.
process.env.TZ ??= 'Pacific/Honolulu';

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFiles: [...preset.setupFiles, path.join(__dirname, 'libs/web/ui/src/testing/jest-web-setup.ts')],
  // The DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled...) on every web spec's expect.
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), require.resolve('@testing-library/jest-dom')],
};
