module.exports = { ...require('../jest.web-preset.cjs'), displayName: 'shell' };
