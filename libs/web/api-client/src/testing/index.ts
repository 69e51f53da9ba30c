// Test helpers for web projects (import '@chefs/api-client/testing'); never bundled.
export {
  installFakeFetch,
  UNAUTHORIZED,
  NOT_FOUND,
  SERVER_ERROR,
  type FakeAnswer,
  type FakeCall,
  type FakeRoutes,
} from './fake-fetch';
export { renderWithProviders } from './render';
export { aUser, aChef, anOwnChefProfile, aRecipe, aBooking, aBookingDetail } from './fixtures';
