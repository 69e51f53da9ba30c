import { type AdminPageDto, type AdminUserDto } from '@chefs/contracts';
import { aUser, installFakeFetch, renderWithProviders } from '@chefs/api-client/src/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminPage } from '../dashboard/AdminPage';

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
    expect(await screen.findByText('Showing 1–20 of about 50,003 users')).toBeTruthy();
    expect(screen.getByText('Page 1 of about 2,501')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    fake.restore();
  });
});
