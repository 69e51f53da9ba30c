module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'admin-bff',
  // The queue dashboard serves its UI through @fastify/static, which needs content-disposition,
  // an ES module: compile it to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
};
