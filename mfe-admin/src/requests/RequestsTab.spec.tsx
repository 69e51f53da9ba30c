import { type AdminPageDto, type AdminScheduleRequestDto } from '@chefs/contracts';
import { aUser, installFakeFetch, renderWithProviders, SERVER_ERROR } from '@chefs/api-client/src/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AdminPage } from '../dashboard/AdminPage';

const requests: AdminPageDto<AdminScheduleRequestDto> = {
  items: [
    {
      id: 1,
      bookingType: 'recurring',
      recurringFrequency: 'weekly',
      dates: ['2031-05-01'],
      timeSlot: 'evening',
      notes: 'Anniversary',
      status: 'open',
      createdAt: '2031-04-01T10:00:00.000Z',
      customerName: 'Casey Morgan',
      customerEmail: 'casey@example.com',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

function renderTab(answer: Parameters<typeof installFakeFetch>[0][string]) {
  const fake = installFakeFetch({
    'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
    'GET /api/admin/schedule-requests': answer,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    { route: '/admin?tab=requests' },
  );
  return fake;
}

describe('Requests tab', () => {
  it('lists the open requests with who sent them', async () => {
    const fake = renderTab({ body: requests });
    expect(await screen.findByText('Casey Morgan')).toBeTruthy();
    expect(screen.getByText('Anniversary')).toBeTruthy();
    expect(screen.getByText(/Recurring \(Weekly\)/)).toBeTruthy();
    fake.restore();
  });

  it('says when they cannot be loaded', async () => {
    const fake = renderTab(SERVER_ERROR);
    expect(await screen.findByText("We couldn't load the requests")).toBeTruthy();
    fake.restore();
  });
});
