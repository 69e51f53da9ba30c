import { type AdminApplicationDto, type AdminApplicationPageDto } from '@chefs/contracts';
import { dismissToast } from '@chefs/ui';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminTab, renderDashboard, type FakeNetwork } from '../testing/render-admin-tab';

const application = (id: number, overrides: Partial<AdminApplicationDto> = {}): AdminApplicationDto => ({
  id,
  userId: `u-${id}`,
  fullName: `Applicant ${id}`,
  email: `applicant${id}@example.com`,
  phone: '4045550199',
  specialty: 'southern',
  yearsOfExperience: 9,
  location: 'Decatur, GA',
  zipCode: '30030',
  pricePerPerson: 95,
  serviceTypes: ['Private Dinner'],
  description: 'Low-country cooking.',
  status: 'pending',
  rejectionReason: null,
  backgroundCheckStatus: 'pending',
  applicationDate: '2031-02-11T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

const page = (items: AdminApplicationDto[]): AdminApplicationPageDto => ({
  items,
  page: 1,
  pageSize: 10,
  total: items.length,
});

describe('Applications tab', () => {
  let fake: FakeNetwork;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('approves an application with the toast', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': {
        body: page([application(1), application(2, { status: 'rejected', rejectionReason: 'Too new' })]),
      },
      'PATCH /api/admin/applications/1': { body: application(1, { status: 'approved' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Applicant 1' }));
    expect(await screen.findByText('Chef approved successfully')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'approved' });
    expect(screen.getByText('Reason: Too new')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Applicant 2' })).not.toBeInTheDocument();
  });

  it('rejects only with a reason, from the dialog', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': { body: page([application(1)]) },
      'PATCH /api/admin/applications/1': { body: application(1, { status: 'rejected' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('A rejection reason is required')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Rejection reason'), {
      target: { value: 'Not enough experience.' },
    });
    // A reload (or a lapsed session's sign-in) brings the dialog back as it was, for this application.
    cleanup();
    expect(Object.keys(sessionStorage)).toEqual(['adminDraft:u-1:reject:1']);
    renderDashboard('applications');
    const again = within(await screen.findByRole('dialog', { name: 'Reject Applicant 1?' }));
    expect(again.getByLabelText('Rejection reason')).toHaveValue('Not enough experience.');
    fireEvent.click(again.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'rejected',
      rejectionReason: 'Not enough experience.',
    });
    await waitFor(() => expect(sessionStorage.getItem('adminDraft:u-1:reject:1')).toBeNull());
  });

  it('says when approving failed', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': { body: page([application(1)]) },
      'PATCH /api/admin/applications/1': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Applicant 1' }));
    expect(await screen.findByText('Failed to approve chef')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    fake = renderAdminTab('applications', { 'GET /api/admin/applications': { body: page([]) } });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('filters by status on the server, and says when none has it', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': ({ url }) => ({
        body: url.includes('status=rejected') ? page([]) : page([application(1)]),
      }),
    });
    await screen.findByRole('list', { name: 'Applications' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All applications', 'Pending Review', 'Under Review', 'Approved', 'Rejected']);
    fireEvent.change(status, { target: { value: 'rejected' } });
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/applications?page=1&pageSize=10&status=rejected');
    expect(fake.search().get('status')).toBe('rejected');
    expect(await screen.findByRole('heading', { name: 'No applications match these filters' })).toBeInTheDocument();
  });

  it('asks for the next page after the cursor the server names, and back to page 1 on a new filter', async () => {
    fake = renderAdminTab('applications', {
      'GET /api/admin/applications': ({ url }) => ({
        body: {
          ...page([application(url.includes('after=') ? 11 : 1)]),
          total: 11,
          nextCursor: url.includes('after=') ? null : 'a10',
        },
      }),
    });
    await screen.findByRole('list', { name: 'Applications' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.search().get('after')).toBe('a10'));
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/applications?page=2&pageSize=10&after=a10');
    expect(await screen.findByText('Applicant 11')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    await waitFor(() => expect(fake.search().get('status')).toBe('approved'));
    expect(fake.search().has('after') || fake.search().has('page')).toBe(false);
  });
});
