module.exports = { ...require('../jest.preset.cjs'), displayName: 'k8s' };
