import { type AdminPageDto, type AdminUserDto } from '@chefs/contracts';
import { aUser, installFakeFetch, renderWithProviders } from '@chefs/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../common/SearchBox';
import { AdminPage } from '../dashboard/AdminPage';
import { renderAdminTab } from '../testing/render-admin-tab';

const users: AdminPageDto<AdminUserDto> = {
  items: [
    {
      id: 'a',
      name: 'Casey Morgan',
      email: 'casey@example.com',
      role: 'customer',
      createdAt: '2031-02-11T10:00:00.000Z',
    },
    { id: 'b', name: null, email: 'noname@example.com', role: 'chef', createdAt: null },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

describe('Users tab', () => {
  it('shows the name or else the e-mail, the role, and joined or N/A', async () => {
    const fake = installFakeFetch({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/admin/users': { body: users },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
      </Routes>,
      { route: '/admin?tab=users' },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toBe('Casey Morgancasey@example.comCustomerFeb 11, 2031');
    expect(rows[2].textContent).toBe('noname@example.comnoname@example.comChefN/A');
    fake.restore();
  });

  it('gives the Atlanta date an account was made on, not the browser’s', async () => {
    // 10:50 PM on Nov 30 in Atlanta is already Dec 1 on a browser east of Atlanta: on UTC (as
    // jest runs here), in London or in Tokyo. The Joined date stays Atlanta's.
    const fake = installFakeFetch({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/admin/users': {
        body: { ...users, items: [{ ...users.items[0], createdAt: '2026-12-01T03:50:19.467Z' }], total: 1 },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
      </Routes>,
      { route: '/admin?tab=users' },
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1].textContent).toBe('Casey Morgancasey@example.comCustomerNov 30, 2026');
    fake.restore();
  });

  it('shows the last page for a page past it (a link edited by hand), not bare headings', async () => {
    const fake = renderAdminTab(
      'users',
      {
        'GET /api/admin/users': ({ url }) => {
          const page = Number(new URL(url, 'http://x').searchParams.get('page'));
          return { body: { ...users, page, items: page === 1 ? users.items : [] } };
        },
      },
      'page=99',
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(fake.search().get('page')).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    fake.restore();
  });

  it('shows every user for a search too short for the server in a link edited by hand, and says to type more', async () => {
    // The server refuses a search under 3 characters (400): it is not asked for one.
    const fake = renderAdminTab(
      'users',
      {
        'GET /api/admin/users': ({ url }) =>
          new URL(url, 'http://x').searchParams.has('q')
            ? { status: 400, body: { statusCode: 400, message: 'Search for at least 3 characters' } }
            : { body: users },
      },
      'q=ab',
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByLabelText('Search users')).toHaveValue('ab');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load the users")).not.toBeInTheDocument();
    fake.restore();
  });

  it('says "about" when the server estimates the total of a big table, and still offers Next', async () => {
    const fake = installFakeFetch({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/admin/users': { body: { ...users, total: 50_003, totalIsEstimate: true } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
      </Routes>,
      { route: '/admin?tab=users' },
    );
    expect(await screen.findByText('Showing 1–20 of about 50,003 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of about 2,501')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).not.toBeDisabled();
    fake.restore();
  });

  it('asks for the page after the cursor the server names, with the search, and back to page 1 on a new search', async () => {
    const fake = renderAdminTab('users', {
      'GET /api/admin/users': ({ url }) => ({
        body: { ...users, total: 50_003, totalIsEstimate: true, nextCursor: url.includes('after=') ? null : 'c1' },
      }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.search().get('after')).toBe('c1'));
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/users?page=2&pageSize=20&after=c1');
    // The last page the server names: Next is off even though the total is an estimate.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'casey' } });
    await waitFor(() => expect(fake.search().get('q')).toBe('casey'), { timeout: SEARCH_DEBOUNCE_MS + 1000 });
    expect(fake.search().has('after') || fake.search().has('page')).toBe(false);
    fake.restore();
  });

  it('searches names and e-mails on the server once typing pauses, from 3 characters, kept in the URL', async () => {
    const fake = renderAdminTab('users', {
      'GET /api/admin/users': ({ url }) => ({
        body: url.includes('q=') ? { ...users, items: [users.items[0]], total: 1 } : users,
      }),
    });
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    const searches = () => fake.calls.filter((c) => c.url.includes('q='));

    fireEvent.change(box, { target: { value: 'ca' } });
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-describedby', 'admin-users-search-hint');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(searches()).toEqual([]);

    for (const text of ['cas', 'case', 'casey '] as const) fireEvent.change(box, { target: { value: text } });
    expect(screen.queryByText('Type at least 3 characters to search.')).not.toBeInTheDocument();
    expect(searches()).toEqual([]);
    await waitFor(() => expect(searches().map((c) => c.url)).toEqual(['/api/admin/users?page=1&pageSize=20&q=casey']));
    expect(fake.search().get('q')).toBe('casey');
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 user')).toBeInTheDocument());

    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(fake.search().get('q')).toBeNull());
    fake.restore();
  });

  it('says in one polite region that stays, how many users show and when a search matches none', async () => {
    const fake = renderAdminTab('users', {
      'GET /api/admin/users': ({ url }) => ({ body: url.includes('q=') ? { ...users, items: [], total: 0 } : users }),
    });
    await screen.findByRole('table');
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Showing 1–2 of 2 users');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'nobody' } });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No users match these filters' },
        { timeout: SEARCH_DEBOUNCE_MS + 1000 },
      ),
    ).toBeInTheDocument();
    // The region a screen reader already follows says so: a region drawn anew would be missed.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('No users match these filters');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Showing 1–2 of 2 users');
    fake.restore();
  });

  it('filters by role, and offers to clear the filters when nothing matches', async () => {
    const fake = renderAdminTab(
      'users',
      {
        'GET /api/admin/users': ({ url }) => ({
          body: url.includes('role=admin') ? { ...users, items: [], total: 0 } : users,
        }),
      },
      'q=morgan',
    );
    await screen.findByRole('table');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search users' }).value).toBe('morgan');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } });
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/users?page=1&pageSize=20&role=admin&q=morgan');
    expect(await screen.findByRole('heading', { name: 'No users match these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search users' }).value).toBe('');
    expect(fake.search().toString()).toBe('tab=users');
    fake.restore();
  });
});
