import { browserNavigation, signOut } from '@chefs/api-client';
import { CUSTOMER_PREFERENCES_KEY, storePreferences } from '../customer-signup/preferences-storage';
import { CHEF_INTENT_KEY, hasChefIntent, rememberChefIntent } from './chef-intent';

// Sign-out (libs/web/api-client) names the keys this remote writes; this keeps the names in step.
describe('signing out on a shared device', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it("forgets the signup's preferences and the chef sign-in note this remote kept", () => {
    jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    storePreferences({
      firstName: 'Riley',
      lastName: 'Brooks',
      email: 'riley@example.com',
      phone: '404-555-0175',
      serviceType: 'fine_dining',
      cuisinePreferences: ['Italian'],
      planningOption: 'custom_design',
      oneTimeFee: 199,
    });
    rememberChefIntent();
    expect(localStorage.getItem(CUSTOMER_PREFERENCES_KEY)).not.toBeNull();
    expect(hasChefIntent()).toBe(true);

    signOut();

    expect(localStorage.getItem(CUSTOMER_PREFERENCES_KEY)).toBeNull();
    expect(localStorage.getItem(CHEF_INTENT_KEY)).toBeNull();
  });
});
