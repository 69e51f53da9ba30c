import { browserNavigation } from '@chefs/api-client';
import { type AdminPageDto, type AdminScheduleRequestDto } from '@chefs/contracts';
import { SERVER_ERROR, UNAUTHORIZED } from '@chefs/api-client/testing';
import { dismissToast } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doubleClick, renderAdminTab, sent, type FakeNetwork } from '../testing/render-admin-tab';

const request = (id: number, customerName: string): AdminScheduleRequestDto => ({
  id,
  bookingType: 'recurring',
  recurringFrequency: 'weekly',
  dates: ['2031-05-01'],
  timeSlot: 'evening',
  notes: `Notes ${id}`,
  status: 'open',
  createdAt: '2031-04-01T10:00:00.000Z',
  customerName,
  customerEmail: `${customerName.split(' ')[0].toLowerCase()}@example.com`,
  handledById: null,
  handledAt: null,
});
const page = (items: AdminScheduleRequestDto[]): AdminPageDto<AdminScheduleRequestDto> => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
});
const casey = request(1, 'Casey Morgan');
const jordan = request(2, 'Jordan Lee');
const markButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Mark handled: request from ${name}`) });

describe('Requests tab', () => {
  let fake: FakeNetwork;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('lists the open requests with who sent them', async () => {
    fake = renderAdminTab('requests', { 'GET /api/admin/schedule-requests': { body: page([casey]) } });
    expect(await screen.findByText('Casey Morgan')).toBeInTheDocument();
    expect(screen.getByText('Notes 1')).toBeInTheDocument();
    expect(screen.getByText(/Recurring \(Weekly\)/)).toBeInTheDocument();
  });

  it('gives the Atlanta dates a request was sent and handled on, not the browser’s', async () => {
    // Late evening in Atlanta is already the next day on a browser east of it (UTC, as jest runs
    // here, London, Tokyo): both dates stay Atlanta's.
    const handled = { ...jordan, status: 'closed' as const, handledAt: '2026-12-01T04:10:00.000Z' };
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': {
        body: page([{ ...casey, createdAt: '2026-12-01T02:00:00.000Z' }, handled]),
      },
    });
    expect(await screen.findByText('Sent Nov 30, 2026')).toBeInTheDocument();
    expect(markButton('Casey Morgan')).toHaveAccessibleName(
      'Mark handled: request from Casey Morgan, sent Nov 30, 2026',
    );
    expect(screen.getByText('Handled Nov 30, 2026')).toBeInTheDocument();
  });

  it('wraps a customer’s name and notes inside the card, one long unbroken word too', async () => {
    const long = 'Supercalifragilisticexpialidociousstew';
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': { body: page([{ ...request(1, `${long} Morgan`), notes: `${long}!` }]) },
    });
    expect(await screen.findByRole('heading', { name: `${long} Morgan` })).toHaveClass('break-words');
    expect(screen.getByText(`${long}!`)).toHaveClass('break-words');
  });

  it('says when they cannot be loaded', async () => {
    fake = renderAdminTab('requests', { 'GET /api/admin/schedule-requests': SERVER_ERROR });
    expect(await screen.findByText("We couldn't load the requests")).toBeInTheDocument();
  });

  it('marks a request handled: one PATCH, a toast, the row leaves and focus goes to the next row', async () => {
    let open = [casey, jordan];
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': () => ({ body: page(open) }),
      'PATCH /api/admin/schedule-requests/1': () => {
        open = [jordan];
        return { body: { ...casey, status: 'closed', handledById: 'admin-1', handledAt: '2031-04-02T09:00:00.000Z' } };
      },
    });
    await screen.findByText('Casey Morgan');
    fireEvent.click(markButton('Casey Morgan'));
    expect(await screen.findByText('Request marked handled')).toBeInTheDocument();
    expect(screen.getByText('The request from Casey Morgan is closed.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Open requests' });
    await waitFor(() => expect(within(list).queryByText('Casey Morgan')).not.toBeInTheDocument());
    expect(within(list).getByText('Jordan Lee')).toBeInTheDocument();
    expect(document.activeElement).toBe(markButton('Jordan Lee'));
    const patches = fake.calls.filter((c) => c.method === 'PATCH');
    expect(patches).toEqual([
      expect.objectContaining({ url: '/api/admin/schedule-requests/1', body: { status: 'closed' } }),
    ]);
  });

  it('marks a request handled once on a double click, the button waiting until it settles', async () => {
    let open = [casey, jordan];
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': () => ({ body: page(open) }),
      'PATCH /api/admin/schedule-requests/1': () => {
        if (!open.includes(casey)) return { status: 409, body: { statusCode: 409, message: 'Already handled' } };
        open = [jordan];
        return { body: { ...casey, status: 'closed', handledById: 'admin-1', handledAt: '2031-04-02T09:00:00.000Z' } };
      },
    });
    await screen.findByText('Casey Morgan');
    doubleClick(markButton('Casey Morgan'));
    // Busy, not disabled: it keeps the focus (disabled dropped it to <body>).
    expect(markButton('Casey Morgan')).toHaveAttribute('aria-disabled', 'true');
    expect(markButton('Casey Morgan')).toHaveFocus();
    expect(markButton('Casey Morgan')).toHaveAttribute('aria-busy', 'true');
    expect(markButton('Casey Morgan')).toHaveTextContent('Marking...');
    expect(markButton('Jordan Lee')).toBeEnabled();
    expect(await screen.findByText('Request marked handled')).toBeInTheDocument();
    expect(screen.queryByText('Already handled')).not.toBeInTheDocument();
    expect(sent(fake, 'PATCH', '/api/admin/schedule-requests/1')).toHaveLength(1);
  });

  it('shows the empty state once the last open request is handled, with focus on the heading', async () => {
    let open = [casey];
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': () => ({ body: page(open) }),
      'PATCH /api/admin/schedule-requests/1': () => {
        open = [];
        return { body: { ...casey, status: 'closed' } };
      },
    });
    await screen.findByText('Casey Morgan');
    fireEvent.click(markButton('Casey Morgan'));
    expect(await screen.findByRole('heading', { name: 'No open requests' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Requests' }));
  });

  it('says so when another admin handled it first (409), and the row leaves', async () => {
    let open = [casey];
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': () => ({ body: page(open) }),
      'PATCH /api/admin/schedule-requests/1': () => {
        open = [];
        return { status: 409, body: { statusCode: 409, message: 'This request is already marked handled.' } };
      },
    });
    await screen.findByText('Casey Morgan');
    fireEvent.click(markButton('Casey Morgan'));
    expect(await screen.findByText('Already handled')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No open requests' })).toBeInTheDocument();
  });

  it('keeps the row and says it failed when the server fails', async () => {
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': { body: page([casey]) },
      'PATCH /api/admin/schedule-requests/1': SERVER_ERROR,
    });
    await screen.findByText('Casey Morgan');
    fireEvent.click(markButton('Casey Morgan'));
    expect(await screen.findByText('Failed to mark request handled')).toBeInTheDocument();
    expect(screen.getByText('Casey Morgan')).toBeInTheDocument();
    expect(markButton('Casey Morgan')).not.toBeDisabled();
  });

  it('signs in again when the session ended (401)', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdminTab('requests', {
        'GET /api/admin/schedule-requests': { body: page([casey]) },
        'PATCH /api/admin/schedule-requests/1': UNAUTHORIZED,
      });
      await screen.findByText('Casey Morgan');
      fireEvent.click(markButton('Casey Morgan'));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
    } finally {
      go.mockRestore();
    }
  });

  it('shows the handled requests, last handled first, without Mark handled, on asking', async () => {
    const handled = {
      ...jordan,
      status: 'closed' as const,
      handledById: 'admin-1',
      handledAt: '2031-04-03T09:00:00.000Z',
    };
    fake = renderAdminTab('requests', {
      'GET /api/admin/schedule-requests': ({ url }) => ({
        body: url.includes('status=closed') ? page([handled]) : page([casey]),
      }),
    });
    await screen.findByRole('list', { name: 'Open requests' });
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/schedule-requests?page=1&pageSize=20&status=open');
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Open', 'Handled']);
    fireEvent.change(show, { target: { value: 'closed' } });
    const list = await screen.findByRole('list', { name: 'Handled requests' });
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/schedule-requests?page=1&pageSize=20&status=closed');
    expect(fake.search().get('status')).toBe('closed');
    expect(await within(list).findByText('Handled Apr 3, 2031')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.change(show, { target: { value: 'open' } });
    expect(await screen.findByRole('list', { name: 'Open requests' })).toBeInTheDocument();
    expect(fake.search().get('status')).toBeNull();
  });

  it('says when no request has been handled yet', async () => {
    fake = renderAdminTab('requests', { 'GET /api/admin/schedule-requests': { body: page([]) } }, 'status=closed');
    expect(await screen.findByRole('heading', { name: 'No handled requests yet' })).toBeInTheDocument();
  });

  it('asks for the next page of handled requests after the cursor the server names', async () => {
    const handled = (id: number) => ({
      ...request(id, 'Jordan Lee'),
      status: 'closed' as const,
      handledAt: '2031-04-03T09:00:00.000Z',
    });
    fake = renderAdminTab(
      'requests',
      {
        'GET /api/admin/schedule-requests': ({ url }) => ({
          body: {
            ...page([handled(url.includes('after=') ? 21 : 1)]),
            total: 21,
            nextCursor: url.includes('after=') ? null : 'h20',
          },
        }),
      },
      'status=closed',
    );
    await screen.findByRole('list', { name: 'Handled requests' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.search().get('after')).toBe('h20'));
    expect(fake.calls.map((c) => c.url)).toContain(
      '/api/admin/schedule-requests?page=2&pageSize=20&status=closed&after=h20',
    );
    expect(fake.search().get('status')).toBe('closed');
  });
});
