import { signInFailedPath } from './sign-in-failed';

describe('signInFailedPath', () => {
  it('sends a failed sign-in that began at chef sign-in (returnTo the chef portal) back there', () => {
    for (const returnTo of ['/chef-portal', '/chef-portal/bookings', '/chef-portal?tab=earnings', '/chef-portal#top'])
      expect(signInFailedPath(returnTo)).toBe('/chef-signin?error=1');
  });

  it('sends every other failed sign-in to the customer sign-in page, still to return where it was asked', () => {
    expect(signInFailedPath(undefined)).toBe('/signin?error=1');
    expect(signInFailedPath('/')).toBe('/signin?error=1');
    for (const returnTo of [
      '/schedule',
      '/chef/12',
      '/chef-portals',
      '/chef-portalx/a',
      '/x/chef-portal',
      '/b?x=1&y=2',
    ])
      expect(signInFailedPath(returnTo)).toBe(`/signin?error=1&returnTo=${encodeURIComponent(returnTo)}`);
  });
});
