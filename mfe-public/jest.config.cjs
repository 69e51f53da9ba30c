const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'mfe-public',
  testEnvironment: 'jsdom',
  setupFiles: [...preset.setupFiles, require.resolve('@chefs/api-client/src/testing/jest-web-setup.ts')],
};
