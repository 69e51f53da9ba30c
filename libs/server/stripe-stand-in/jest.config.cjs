module.exports = { ...require('../../../jest.preset.cjs'), displayName: 'stripe-stand-in' };
