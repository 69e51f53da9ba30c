module.exports = { ...require('../../jest.preset.cjs'), displayName: 'customer-bff' };
