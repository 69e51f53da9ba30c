const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-client',
  testEnvironment: 'jsdom',
  setupFiles: [...preset.setupFiles, require.resolve('@chefs/api-client/src/testing/jest-web-setup.ts')],
};
