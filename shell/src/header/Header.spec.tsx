import { type AuthUser } from '@chefs/contracts';
import { browserNavigation } from '@chefs/api-client';
import { aUser, installFakeFetch, renderWithProviders, UNAUTHORIZED } from '@chefs/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Header } from './Header';
import { SessionCheckFailed } from './SessionCheckFailed';

function renderHeader(user: AuthUser | null) {
  const fake = installFakeFetch({ 'GET /api/auth/user': user ? { body: user } : UNAUTHORIZED });
  renderWithProviders(<Header />);
  return fake;
}

/** Opens a header menu from the keyboard; its dropdown's code loads on first use. */
async function openMenu(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('Header', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  afterEach(() => fake.restore());

  it('links the logo home and shows the three page links', async () => {
    fake = renderHeader(null);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Chefs Atlanta home' })).toHaveAttribute('href', '/');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Find Chefs', '/#chefs'],
      ['Recipes', '/recipes'],
      ['How It Works', '/#how-it-works'],
    ]);
  });

  describe('signed out', () => {
    it('offers a Sign In menu for customers and chefs', async () => {
      fake = renderHeader(null);
      await screen.findByRole('button', { name: 'Sign In' });
      const menu = await openMenu('Sign In');
      expect(within(menu).getByRole('menuitem', { name: 'Customer' })).toHaveAttribute('href', '/signin');
      expect(within(menu).getByRole('menuitem', { name: 'Chef' })).toHaveAttribute('href', '/chef-signin');
    });

    it('offers a Sign Up menu to join as a customer or apply as a chef', async () => {
      fake = renderHeader(null);
      await screen.findByRole('button', { name: 'Sign Up' });
      const menu = await openMenu('Sign Up');
      expect(within(menu).getByRole('menuitem', { name: 'Join as Customer' }).getAttribute('href')).toBe(
        '/customer-signup',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Apply as Chef' }).getAttribute('href')).toBe(
        '/chef-application',
      );
    });

    it('shows no greeting, bell or Sign Out', async () => {
      fake = renderHeader(null);
      await screen.findByRole('button', { name: 'Sign In' });
      expect(screen.queryByText(/^Hi, /)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    });
  });

  describe('signed in', () => {
    it.each([
      ['the first name', aUser({ firstName: 'Casey' }), 'Hi, Casey'],
      [
        'the e-mail when there is no first name',
        aUser({ firstName: null, email: 'casey@demo.test' }),
        'Hi, casey@demo.test',
      ],
      ['"User" when there is neither', aUser({ firstName: '', email: '' }), 'Hi, User'],
    ])('greets with %s', async (_case, user, greeting) => {
      fake = renderHeader(user);
      expect(await screen.findByText(greeting)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('shows the Admin link only to admins', async () => {
      fake = renderHeader(aUser({ role: 'admin', firstName: 'admin' }));
      expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    });

    it.each(['customer', 'chef'] as const)('hides the Admin link from a %s, even one named "admin"', async (role) => {
      fake = renderHeader(aUser({ role, firstName: 'admin' }));
      await screen.findByText('Hi, admin');
      expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    });

    it("signs out by navigating to /api/logout, leaving none of the person's drafts in the tab", async () => {
      const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
      sessionStorage.setItem('bookingDraft:7:1', '{"step":0,"values":{"clientAddress":"742 Virginia Ave NE"}}');
      fake = renderHeader(aUser());
      fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith('/api/logout'));
      expect(sessionStorage.length).toBe(0);
      go.mockRestore();
    });

    it('opens the bell popover with the push permission', async () => {
      fake = renderHeader(aUser());
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { name: 'Push Notifications' })).toBeInTheDocument();
      // jsdom has no Notification API
      expect(within(dialog).getByText('Not Supported')).toBeInTheDocument();
    });
  });

  it('toggles a mobile menu with the same links', async () => {
    fake = renderHeader(aUser({ role: 'admin' }));
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Find Chefs' })).toHaveAttribute('href', '/#chefs');
    expect(within(mobile).getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/recipes');
    expect(within(mobile).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    expect(within(mobile).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('keeps the links beside the account actions only from lg up, the menu taking them on a tablet', async () => {
    // At 768 px an admin's greeting, bell, Admin and Sign Out beside the three links wrapped the
    // logo and the links onto two lines each: below lg (1024 px) they all go in the mobile menu.
    fake = renderHeader(aUser({ role: 'admin', firstName: 'admin' }));
    const greeting = await screen.findByText('Hi, admin');
    const breakpoints = (element: Element) => element.className.split(/\s+/).filter((c) => /^(sm|md|lg|xl):/.test(c));
    expect(breakpoints(screen.getByRole('navigation', { name: 'Main' }))).toEqual(['lg:flex']);
    expect(breakpoints(greeting)).toEqual(['lg:inline']);
    expect(breakpoints(screen.getByRole('button', { name: 'Sign Out' }).parentElement!)).toEqual(['lg:flex']);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(breakpoints(toggle)).toEqual(['lg:hidden']);
    fireEvent.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(breakpoints(mobile)).toEqual(['lg:hidden']);
    expect(within(mobile).getByText('Hi, admin')).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(mobile).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and gives the focus back to its button', async () => {
    fake = renderHeader(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const link = within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Recipes' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Escape on the button itself, the menu open under it, closes it as well.
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close menu' }), { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('waits while the session cannot be read, says so, and asks again on Try again', async () => {
    let answer: { status: number; body?: unknown } = { status: 502, body: { message: 'Bad Gateway' } };
    fake = installFakeFetch({ 'GET /api/auth/user': () => answer });
    renderWithProviders(
      <>
        <Header />
        <SessionCheckFailed />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't reach our servers to check your sign-in.");
    // Neither signed in nor signed out: no Sign In menu offered as if the person were a visitor.
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    answer = { status: 200, body: aUser({ firstName: 'Casey' }) };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hi, Casey')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
