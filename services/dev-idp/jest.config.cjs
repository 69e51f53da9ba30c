// oidc-provider and jose are ESM-only: Jest (without --experimental-vm-modules) runs them
// through the preset's SWC transform like our own code.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'dev-idp',
  transformIgnorePatterns: ['/node_modules/(?!(oidc-provider|jose|content-disposition)/)'],
};
