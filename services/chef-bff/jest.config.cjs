module.exports = { ...require('../../jest.preset.cjs'), displayName: 'chef-bff' };
