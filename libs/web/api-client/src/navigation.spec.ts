import { browserNavigation, signOut } from './navigation';

describe('signOut', () => {
  let go: jest.SpyInstance;
  beforeEach(() => {
    go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => {
    go.mockRestore();
    jest.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("leaves none of the person's data on the device, keeps its preferences, then goes to /api/logout", () => {
    sessionStorage.setItem('bookingDraft:7:1', '{"step":0}');
    // What the person kept here (the names their writers use).
    localStorage.setItem('pendingBooking', '{"dates":["2030-01-07"],"notes":"Gate code 4411"}');
    localStorage.setItem(
      'customerPreferences',
      '{"firstName":"Riley","email":"riley@example.com","phone":"404-555-0175"}',
    );
    localStorage.setItem('chefs.chefSignInIntent', '1');
    // What the device keeps for whoever uses it.
    localStorage.setItem('chefs.installPrompt.dismissedAt', '1700000000000');
    localStorage.setItem('chefs-atlanta:saved-recipes', '["sheet-pan-fajitas"]');

    signOut();

    expect(go).toHaveBeenCalledWith('/api/logout');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('pendingBooking')).toBeNull();
    expect(localStorage.getItem('customerPreferences')).toBeNull();
    expect(localStorage.getItem('chefs.chefSignInIntent')).toBeNull();
    expect(localStorage.getItem('chefs.installPrompt.dismissedAt')).toBe('1700000000000');
    expect(localStorage.getItem('chefs-atlanta:saved-recipes')).toBe('["sheet-pan-fajitas"]');
  });

  it('still signs out when the browser refuses storage', () => {
    jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    signOut();
    expect(go).toHaveBeenCalledWith('/api/logout');
  });
});
