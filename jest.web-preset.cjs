// The jest preset for browser projects (shell, remotes, web libs): the shared preset in
// jsdom, with the shims for the browser APIs jsdom lacks (they live with the design system).
const path = require('node:path');
const preset = require('./jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFiles: [...preset.setupFiles, path.join(__dirname, 'libs/web/ui/src/testing/jest-web-setup.ts')],
  // The DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled...) on every web spec's expect.
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), require.resolve('@testing-library/jest-dom')],
};
