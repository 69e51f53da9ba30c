import { browserNavigation } from '@chefs/api-client';
import { UNAUTHORIZED } from '@chefs/api-client/testing';
import { CHEF_ADMIN_MESSAGES, type AdminPageDto, type ChefDto } from '@chefs/contracts';
import { dismissToast } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doubleClick, press, renderAdminTab, sent, type FakeNetwork } from '../testing/render-admin-tab';

const chef = (id: number, isApproved: boolean) =>
  ({
    id,
    name: `Chef ${id}`,
    specialty: 'Farm-to-Table New American',
    location: 'Atlanta, GA',
    pricePerPerson: '85.00',
    isApproved,
  }) as unknown as ChefDto;
const page = (items: ChefDto[]): AdminPageDto<ChefDto> => ({ items, page: 1, pageSize: 20, total: items.length });

describe('Chefs tab', () => {
  let fake: FakeNetwork;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('lists chefs with Approved/Pending and approves a pending one', async () => {
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': { body: page([chef(1, false), chef(2, true)]) },
      'PATCH /api/admin/chefs/1/approve': { body: chef(1, true) },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getAllByText('$85')).toHaveLength(2);
    // A specialty is the chef's own words, shown as written (it once read "Farm To Table New American").
    expect(within(table).getAllByText('Farm-to-Table New American')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Approve Chef 2' })).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Chef 1' }));
    expect(await screen.findByText('Chef approved successfully')).toBeInTheDocument();
  });

  it('wraps a long unbroken name, specialty and location inside their cells, so the table stays as wide as the screen', async () => {
    const long = 'Supercalifragilisticexpialidociousstew';
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': {
        body: page([{ ...chef(1, false), name: `${long} Chef`, specialty: `${long}s`, location: `${long}ville` }]),
      },
    });
    const table = await screen.findByRole('table');
    for (const text of [`${long} Chef`, `${long}s`, `${long}ville`])
      expect(within(table).getByText(text).closest('td')).toHaveClass('wrap-anywhere');
    // On a phone: the name cut short and whole on hover, the line under it wrapping.
    const card = within(screen.getByRole('list', { name: 'Chefs' }));
    expect(card.getByText(`${long} Chef`)).toHaveAttribute('title', `${long} Chef`);
    expect(card.getByText(`${long}s · ${long}ville`)).toHaveClass('break-words');
  });

  it('approves once on a double click, the button waiting until it settles', async () => {
    let approved = false;
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': () => ({ body: page([chef(1, approved), chef(2, false)]) }),
      'PATCH /api/admin/chefs/1/approve': () => {
        if (approved)
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: CHEF_ADMIN_MESSAGES.alreadyApproved },
          };
        approved = true;
        return { body: chef(1, true) };
      },
    });
    const table = await screen.findByRole('table');
    doubleClick(within(table).getByRole('button', { name: 'Approve Chef 1' }));
    const waiting = within(table).getByRole('button', { name: 'Approving Chef 1' });
    expect(waiting).toHaveAttribute('aria-disabled', 'true'); // busy, not disabled: it keeps the focus
    expect(waiting).toHaveFocus();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('button', { name: 'Approve Chef 2' })).toBeEnabled();
    expect(await screen.findByText('Chef approved successfully')).toBeInTheDocument();
    expect(screen.queryByText(CHEF_ADMIN_MESSAGES.alreadyApproved)).not.toBeInTheDocument();
    expect(sent(fake, 'PATCH', '/api/admin/chefs/1/approve')).toHaveLength(1);
  });

  it('says when approving failed', async () => {
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': { body: page([chef(1, false)]) },
      'PATCH /api/admin/chefs/1/approve': { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Chef 1' }));
    expect(await screen.findByText('Failed to approve chef')).toBeInTheDocument();
  });

  it('shows the server’s message when approving is refused (409), and reads the list again', async () => {
    let approved = false;
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': () => ({ body: page([chef(1, approved)]) }),
      'PATCH /api/admin/chefs/1/approve': () => {
        approved = true;
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: CHEF_ADMIN_MESSAGES.alreadyApproved },
        };
      },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Chef 1' }));
    expect(await screen.findByText('This chef is already approved.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to approve chef')).not.toBeInTheDocument();
    expect(await within(table).findByText('Approved')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Approve Chef 1' })).not.toBeInTheDocument();
  });

  it('signs in again when the session ended while approving (401)', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdminTab('chefs', {
        'GET /api/admin/chefs': { body: page([chef(1, false)]) },
        'PATCH /api/admin/chefs/1/approve': UNAUTHORIZED,
      });
      const table = await screen.findByRole('table');
      fireEvent.click(within(table).getByRole('button', { name: 'Approve Chef 1' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      expect(screen.queryByText('Failed to approve chef')).not.toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
    } finally {
      go.mockRestore();
    }
  });

  it('adds a chef: every field required, then the toast', async () => {
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': { body: page([]) },
      'POST /api/chefs': { status: 201, body: chef(3, true) },
    });
    expect(await screen.findByRole('heading', { name: 'No chefs yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chef' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Chef' }));
    for (const message of ['Name is required', 'Primary cuisine is required', 'Bio is required'])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Name', 'Rosa Delgado');
    fill('Specialty', 'Coastal Italian');
    fill('Primary cuisine', 'italian');
    fill('Price per person ($)', '92.5');
    fill('ZIP code', '30307');
    fill('Location', 'Atlanta, GA');
    fill('Bio', 'Handmade pasta.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Chef' }));
    expect(await screen.findByText('Chef created successfully')).toBeInTheDocument();
    // docs/product.md §7's payload, word for word.
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Rosa Delgado',
      bio: 'Handmade pasta.',
      specialty: 'Coastal Italian',
      pricePerPerson: 92.5,
      location: 'Atlanta, GA',
      zipCodes: ['30307'],
      cuisines: ['italian'],
      services: ['meal_prep', 'private_dinner'],
      isApproved: true,
    });
  });
  it('moves focus to the first field to fix after each Create Chef that fails the check', async () => {
    fake = renderAdminTab('chefs', { 'GET /api/admin/chefs': { body: page([]) } });
    expect(await screen.findByRole('heading', { name: 'No chefs yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chef' }));
    const dialog = within(await screen.findByRole('dialog'));
    press(dialog.getByRole('button', { name: 'Create Chef' }));
    // Focused, it is read with its message (aria-describedby).
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Rosa Delgado' } });
    fireEvent.change(dialog.getByLabelText('Specialty'), { target: { value: 'Coastal Italian' } });
    press(dialog.getByRole('button', { name: 'Create Chef' }));
    await waitFor(() => expect(dialog.getByLabelText('Primary cuisine')).toHaveFocus());
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the dialog open with the server’s field message and the failure toast on a 400', async () => {
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': { body: page([]) },
      'POST /api/chefs': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Bad Request',
          errors: [{ field: 'zipCode', message: 'Valid zip code required' }],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No chefs yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chef' }));
    const dialog = await screen.findByRole('dialog');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Name', 'Rosa Delgado');
    fill('Specialty', 'Coastal Italian');
    fill('Primary cuisine', 'italian');
    fill('Price per person ($)', '92.5');
    fill('ZIP code', '30307');
    fill('Location', 'Atlanta, GA');
    fill('Bio', 'Handmade pasta.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Chef' }));
    expect(await screen.findByText('Failed to create chef')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid zip code required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('ZIP code')).toHaveFocus());
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Rosa Delgado');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create Chef' }).disabled).toBe(false);
  });

  it('filters by approval and searches names and e-mails on the server, kept in the URL', async () => {
    fake = renderAdminTab('chefs', {
      'GET /api/admin/chefs': ({ url }) => ({
        body: url.includes('status=pending') ? page([chef(2, false)]) : page([chef(1, true), chef(2, false)]),
      }),
    });
    await screen.findByRole('table');
    const approval = screen.getByRole('combobox', { name: 'Approval' });
    expect(
      within(approval)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All chefs', 'Awaiting approval', 'Approved']);
    fireEvent.change(approval, { target: { value: 'pending' } });
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/chefs?page=1&pageSize=20&status=pending');
    await waitFor(() => expect(screen.queryByText('Chef 1')).not.toBeInTheDocument());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search chefs' }), { target: { value: 'rosa@' } });
    await waitFor(() =>
      expect(fake.calls.map((c) => c.url)).toContain('/api/admin/chefs?page=1&pageSize=20&status=pending&q=rosa%40'),
    );
    expect(fake.search().get('q')).toBe('rosa@');
    expect(fake.search().get('status')).toBe('pending');
  });

  it('says when no chef matches, and clears the filters', async () => {
    fake = renderAdminTab(
      'chefs',
      { 'GET /api/admin/chefs': ({ url }) => ({ body: url.includes('q=') ? page([]) : page([chef(1, true)]) }) },
      'q=nobody',
    );
    expect(await screen.findByRole('heading', { name: 'No chefs match these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
