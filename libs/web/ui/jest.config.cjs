const preset = require('../../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  setupFiles: [...preset.setupFiles, require.resolve('@chefs/ui/src/testing/jest-web-setup.ts')],
};
