import { aUser, UNAUTHORIZED } from '@chefs/api-client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderPage, setUpPageSpecs } from '../testing/page-test-kit';
import { CHEF_INTENT_KEY } from './chef-intent';
import { ChefSignInPage } from './ChefSignInPage';
import { SignInPage } from './SignInPage';

function renderAt(route: string, signedIn: boolean) {
  return renderPage(
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/chef-portal" element={<p>chef portal</p>} />
      <Route path="/schedule" element={<p>schedule page</p>} />
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/chef-signin" element={<ChefSignInPage />} />
    </Routes>,
    { route, network: { 'GET /api/auth/user': signedIn ? { body: aUser() } : UNAUTHORIZED } },
  );
}

describe('sign-in pages', () => {
  const go = setUpPageSpecs();

  it('/signin starts sign-in at /api/login', async () => {
    renderAt('/signin', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(go).toHaveBeenCalledWith('/api/login');
    expect(screen.getByRole('link', { name: 'Create a customer account' }).getAttribute('href')).toBe(
      '/customer-signup',
    );
    expect(screen.getByRole('link', { name: 'Apply to cook with us' })).toHaveAttribute('href', '/chef-application');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('/signin?error shows the sign-in error', async () => {
    renderAt('/signin?error=1', false);
    expect((await screen.findByRole('alert')).textContent).toBe('There was an issue signing in. Please try again.');
  });

  it('/signin sends a signed-in user home', async () => {
    renderAt('/signin', true);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('/signin?returnTo=/schedule signs in and comes back to /schedule', async () => {
    renderAt('/signin?returnTo=/schedule', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(go).toHaveBeenCalledWith('/api/login?returnTo=/schedule');
  });

  it('/signin keeps the query of the page to come back to', async () => {
    renderAt(`/signin?returnTo=${encodeURIComponent('/schedule?from=signup&x=1')}`, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(go).toHaveBeenCalledWith('/api/login?returnTo=/schedule%3Ffrom%3Dsignup%26x%3D1');
  });

  it.each(['//evil.test/schedule', 'https://evil.test/', 'schedule', '/\\evil.test', '/\n/evil.test', ''])(
    '/signin ignores returnTo=%j, which is not a path of this site',
    async (returnTo) => {
      renderAt(`/signin?returnTo=${encodeURIComponent(returnTo)}`, false);
      fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
      expect(go).toHaveBeenCalledWith('/api/login');
    },
  );

  it('/signin?returnTo=/schedule sends a signed-in user to /schedule', async () => {
    renderAt('/signin?returnTo=/schedule', true);
    expect(await screen.findByText('schedule page')).toBeInTheDocument();
  });

  it('/signin sends a signed-in user home when returnTo leaves the site', async () => {
    renderAt(`/signin?returnTo=${encodeURIComponent('//evil.test/schedule')}`, true);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('/signin?error after a chef sign-in began here goes on to /chef-signin?error=1', async () => {
    localStorage.setItem(CHEF_INTENT_KEY, '1');
    renderAt('/signin?error=1', false);
    expect(await screen.findByRole('heading', { name: 'Chef sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('There was an issue signing in. Please try again.');
  });

  it("/signin forgets a chef's sign-in once a customer's begins", async () => {
    localStorage.setItem(CHEF_INTENT_KEY, '1');
    renderAt('/signin', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(localStorage.getItem(CHEF_INTENT_KEY)).toBeNull();
    expect(go).toHaveBeenCalledWith('/api/login');
  });

  it('/chef-signin remembers the chef intent, then signs in and returns to the chef portal', async () => {
    renderAt('/chef-signin', false);
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In as Chef' }));
    expect(localStorage.getItem(CHEF_INTENT_KEY)).toBe('1');
    expect(go).toHaveBeenCalledWith('/api/login?returnTo=/chef-portal');
    expect(screen.getByRole('link', { name: 'Apply as a chef' })).toHaveAttribute('href', '/chef-application');
  });

  it('/chef-signin?error shows the sign-in error', async () => {
    renderAt('/chef-signin?error=1', false);
    expect((await screen.findByRole('alert')).textContent).toBe('There was an issue signing in. Please try again.');
  });

  it('/chef-signin sends a signed-in user to the chef portal', async () => {
    renderAt('/chef-signin', true);
    expect(await screen.findByText('chef portal')).toBeInTheDocument();
  });
});
