module.exports = { ...require('../../../jest.preset.cjs'), displayName: 'api-client' };
