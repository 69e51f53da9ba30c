module.exports = {
  ...require('../jest.web-preset.cjs'),
  displayName: 'shell',
  // Beasties (critical CSS, src/prerender/critical-styles.ts) stands on ESM-only packages, which
  // Node 24 requires as they are and jest's CommonJS runtime does not: these are compiled like ours.
  transformIgnorePatterns: [
    '/node_modules/(?!(beasties|css-select|css-what|nth-check|boolbase|domutils|domhandler|dom-serializer|domelementtype|entities|htmlparser2)/)',
  ],
};
