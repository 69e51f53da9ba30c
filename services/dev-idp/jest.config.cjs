module.exports = { ...require('../../jest.preset.cjs'), displayName: 'dev-idp' };
