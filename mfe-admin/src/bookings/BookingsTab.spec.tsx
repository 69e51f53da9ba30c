import { browserNavigation } from '@chefs/api-client';
import { ADMIN_MESSAGES, type BookingDto } from '@chefs/contracts';
import { SERVER_ERROR, UNAUTHORIZED, type FakeAnswer } from '@chefs/api-client/testing';
import { dismissToast } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { booking, page } from '../testing/admin-bookings';
import { doubleClick, press, renderAdminTab, sent, type FakeNetwork } from '../testing/render-admin-tab';

describe('Bookings tab', () => {
  let fake: FakeNetwork;
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
  });

  it('lists a page of bookings from the server, sorted there, with the status dropdown', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': { body: page([booking(1), booking(2)], 41) } });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Client 1')).toBeInTheDocument();
    expect(within(table).getAllByText('Private Dinner')).toHaveLength(2);
    expect(within(table).getAllByText('$170.00')).toHaveLength(2);
    expect(screen.getByText('Showing 1–20 of 41 bookings')).toBeInTheDocument();
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/bookings?page=1&pageSize=20&sort=eventDate&dir=desc');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/bookings?page=2&pageSize=20&sort=eventDate&dir=desc');
  });

  it('changes a status and says so; says when it failed', async () => {
    let answer: FakeAnswer = { body: booking(1, { status: 'confirmed' }) };
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': { body: page([booking(1)]) },
      'PATCH /api/admin/bookings/1/status': () => answer,
    });
    const table = await screen.findByRole('table');
    fireEvent.change(within(table).getByRole('combobox'), { target: { value: 'confirmed' } });
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
    act(() => dismissToast());
    answer = { status: 503, body: { statusCode: 503, message: 'Payment service unavailable' } };
    fireEvent.change(within(table).getByRole('combobox'), { target: { value: 'completed' } });
    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('asks before cancelling a paid booking, saying it is refunded in full; Keep booking changes nothing', async () => {
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': { body: page([booking(1, { status: 'confirmed', totalAmount: 170 })]) },
    });
    const select = within(await screen.findByRole('table')).getByRole<HTMLSelectElement>('combobox');
    fireEvent.change(select, { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #1?' });
    expect(dialog).toHaveTextContent('The customer is refunded $170.00 in full, at once.');
    expect(select.value).toBe('confirmed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select.value).toBe('confirmed');
    expect(select).toHaveFocus();
    expect(fake.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('cancels once confirmed, saying nothing is refunded for an unpaid booking', async () => {
    let status: BookingDto['status'] = 'pending';
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': () => ({ body: page([booking(1, { status, paymentStatus: 'pending' })]) }),
      'PATCH /api/admin/bookings/1/status': () => {
        status = 'cancelled';
        return { body: booking(1, { status, paymentStatus: 'pending' }) };
      },
    });
    const select = within(await screen.findByRole('table')).getByRole<HTMLSelectElement>('combobox');
    fireEvent.change(select, { target: { value: 'cancelled' } });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #1?' });
    expect(dialog).toHaveTextContent('It has not been paid, so nothing is charged or refunded.');
    expect(fake.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(select.value).toBe('cancelled'));
  });

  it('cancels once on a double click of Yes, cancel booking, the dialog waiting until it settles', async () => {
    let status: BookingDto['status'] = 'confirmed';
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': () => ({ body: page([booking(1, { status })]) }),
      'PATCH /api/admin/bookings/1/status': () => {
        if (status === 'cancelled')
          return { status: 409, body: { statusCode: 409, error: 'Conflict', message: ADMIN_MESSAGES.sameStatus } };
        status = 'cancelled';
        return { body: booking(1, { status }) };
      },
    });
    const select = within(await screen.findByRole('table')).getByRole<HTMLSelectElement>('combobox');
    fireEvent.change(select, { target: { value: 'cancelled' } });
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking #1?' }));
    doubleClick(dialog.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(dialog.getByRole('button', { name: 'Cancelling...' })).toHaveAttribute('aria-disabled', 'true');
    // Waiting without `disabled`, which would drop the keyboard's focus to the page.
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(ADMIN_MESSAGES.sameStatus)).not.toBeInTheDocument();
    expect(sent(fake, 'PATCH', '/api/admin/bookings/1/status')).toHaveLength(1);
  });

  it('shows the server’s message when it refuses a status (409), and reads the bookings again', async () => {
    let status: BookingDto['status'] = 'pending';
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': () => ({ body: page([booking(1, { status })]) }),
      'PATCH /api/admin/bookings/1/status': () => {
        status = 'confirmed';
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: ADMIN_MESSAGES.sameStatus } };
      },
    });
    const select = within(await screen.findByRole('table')).getByRole<HTMLSelectElement>('combobox');
    fireEvent.change(select, { target: { value: 'confirmed' } });
    expect(await screen.findByText('The booking already has this status.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update booking')).not.toBeInTheDocument();
    await waitFor(() => expect(select.value).toBe('confirmed'));
  });

  it('signs in again when the session ended while changing a status (401)', async () => {
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    try {
      fake = renderAdminTab('bookings', {
        'GET /api/admin/bookings': { body: page([booking(1)]) },
        'PATCH /api/admin/bookings/1/status': UNAUTHORIZED,
      });
      fireEvent.change(within(await screen.findByRole('table')).getByRole('combobox'), {
        target: { value: 'confirmed' },
      });
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      expect(screen.queryByText('Failed to update booking')).not.toBeInTheDocument();
      await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)));
    } finally {
      go.mockRestore();
    }
  });

  it('shows a skeleton while the bookings load', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': 'pending' });
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('Loading bookings');
  });

  it('says when there are no bookings', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': { body: page([]) } });
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
  });

  it('filters by status on the server from page 1, keeps it in the URL, and says when nothing matches', async () => {
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': ({ url }) => ({
        body: url.includes('status=cancelled') ? page([]) : page([booking(1), booking(2)], 41),
      }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(fake.search().get('page')).toBe('2');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Pending', 'Confirmed', 'Completed', 'Cancelled']);
    fireEvent.change(status, { target: { value: 'cancelled' } });
    expect(fake.calls.map((c) => c.url)).toContain(
      '/api/admin/bookings?page=1&pageSize=20&sort=eventDate&dir=desc&status=cancelled',
    );
    expect(fake.search().get('status')).toBe('cancelled');
    expect(fake.search().get('page')).toBeNull();
    expect(fake.search().get('tab')).toBe('bookings');
    expect(await screen.findByRole('heading', { name: 'No bookings match these filters' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No bookings yet' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(fake.search().get('status')).toBeNull();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('');
  });

  it('takes its status filter and page from the URL, so a reload shows the same rows', async () => {
    fake = renderAdminTab(
      'bookings',
      { 'GET /api/admin/bookings': { body: { ...page([booking(1, { status: 'confirmed' })], 45), page: 3 } } },
      'status=confirmed&page=3',
    );
    await screen.findByRole('table');
    expect(fake.calls.filter((c) => c.url.startsWith('/api/admin/bookings')).map((c) => c.url)).toEqual([
      '/api/admin/bookings?page=3&pageSize=20&sort=eventDate&dir=desc&status=confirmed',
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('confirmed');
    expect(screen.getByText('Showing 41–45 of 45 bookings')).toBeInTheDocument();
  });

  it('pages by the cursors the server names: Next after the last row, Previous before the first, page 1 without one', async () => {
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': ({ url }) => {
        const at = Number(new URLSearchParams(url.split('?')[1]).get('page') ?? 1);
        return {
          body: {
            ...page([booking(at)], 100),
            page: at,
            nextCursor: at < 5 ? `next-of-${at}` : null,
            prevCursor: at > 1 ? `prev-of-${at}` : null,
          },
        };
      },
    });
    const urls = () => fake.calls.map((c) => c.url).filter((u) => u.startsWith('/api/admin/bookings'));
    await screen.findAllByText('Client 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findAllByText('Client 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findAllByText('Client 3');
    expect(fake.search().get('after')).toBe('next-of-2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findAllByText('Client 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findAllByText('Client 1');
    expect(urls()).toEqual([
      '/api/admin/bookings?page=1&pageSize=20&sort=eventDate&dir=desc',
      '/api/admin/bookings?page=2&pageSize=20&sort=eventDate&dir=desc&after=next-of-1',
      '/api/admin/bookings?page=3&pageSize=20&sort=eventDate&dir=desc&after=next-of-2',
      '/api/admin/bookings?page=2&pageSize=20&sort=eventDate&dir=desc&before=prev-of-3',
    ]);
    expect(fake.search().has('after') || fake.search().has('before') || fake.search().has('page')).toBe(false);
  });

  it('keeps keyboard focus on the pager when Next reaches the last page or Previous the first', async () => {
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': ({ url }) => {
        const at = Number(new URLSearchParams(url.split('?')[1]).get('page') ?? 1);
        return {
          body: {
            ...page([booking(at)], 21),
            page: at,
            nextCursor: at < 2 ? 'next' : null,
            prevCursor: at > 1 ? 'prev' : null,
          },
        };
      },
    });
    await screen.findAllByText('Client 1');
    // Next is disabled on the last page: it used to drop the focus to <body>.
    press(screen.getByRole('button', { name: 'Next' }));
    await screen.findAllByText('Client 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    press(screen.getByRole('button', { name: 'Previous' }));
    await screen.findAllByText('Client 1');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('takes no focus when a link opens the last page', async () => {
    fake = renderAdminTab(
      'bookings',
      {
        'GET /api/admin/bookings': { body: { ...page([booking(2)], 21), page: 2, nextCursor: null, prevCursor: 'p' } },
      },
      'page=2&after=n',
    );
    await screen.findAllByText('Client 2');
    expect(document.body).toHaveFocus();
  });

  it('says the sorted column on its header (aria-sort), and none for an order without a column', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': { body: page([booking(1)]) } });
    const table = await screen.findByRole('table');
    const sortOf = (name: string) => within(table).getByRole('columnheader', { name }).getAttribute('aria-sort');
    expect(sortOf('Date')).toBe('descending');
    expect(sortOf('Client')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'clientName' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'asc' } });
    await waitFor(() => expect(sortOf('Client')).toBe('ascending'));
    expect(sortOf('Date')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'createdAt' } });
    await waitFor(() =>
      expect(
        within(table)
          .queryAllByRole('columnheader')
          .filter((h) => h.hasAttribute('aria-sort')),
      ).toEqual([]),
    );
  });

  it('stops at the last page the server names, and starts again from page 1 when a link names a cursor it refuses', async () => {
    fake = renderAdminTab(
      'bookings',
      {
        'GET /api/admin/bookings': ({ url }) =>
          url.includes('after=')
            ? {
                status: 400,
                body: { statusCode: 400, message: 'This page link is no longer valid. Please reload the list.' },
              }
            : { body: { ...page([booking(1)], 1), nextCursor: null, prevCursor: null } },
      },
      'page=7&after=old-order',
    );
    await screen.findAllByText('Client 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(fake.search().has('after') || fake.search().has('page')).toBe(false);
  });

  it('ignores a status in the URL it does not know', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': { body: page([booking(1)]) } }, 'status=lost');
    await screen.findByRole('table');
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/bookings?page=1&pageSize=20&sort=eventDate&dir=desc');
  });

  it('takes its order from the URL, so a reload of page 2 sorted by client asks for the same rows', async () => {
    fake = renderAdminTab(
      'bookings',
      {
        'GET /api/admin/bookings': { body: { ...page([booking(21)], 41), page: 2, nextCursor: 'n', prevCursor: 'p' } },
      },
      'sort=clientName&dir=asc&page=2&after=by-client',
    );
    await screen.findByRole('table');
    expect(fake.calls.filter((c) => c.url.startsWith('/api/admin/bookings')).map((c) => c.url)).toEqual([
      '/api/admin/bookings?page=2&pageSize=20&sort=clientName&dir=asc&after=by-client',
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('clientName');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Order' }).value).toBe('asc');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(fake.search().get('after')).toBe('by-client');
  });

  it('keeps a chosen order in the URL from page 1, and leaves the first order out of it', async () => {
    fake = renderAdminTab(
      'bookings',
      { 'GET /api/admin/bookings': { body: { ...page([booking(1)], 41), nextCursor: 'n', prevCursor: null } } },
      'page=2&after=by-date',
    );
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'clientName' } });
    expect(fake.search().get('sort')).toBe('clientName');
    expect(fake.search().has('dir')).toBe(false);
    expect(fake.search().has('page') || fake.search().has('after') || fake.search().has('before')).toBe(false);
    expect(fake.search().get('tab')).toBe('bookings');
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/bookings?page=1&pageSize=20&sort=clientName&dir=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(fake.search().get('after')).toBe('n');
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'asc' } });
    expect(fake.search().get('sort')).toBe('clientName');
    expect(fake.search().get('dir')).toBe('asc');
    expect(fake.search().has('page') || fake.search().has('after')).toBe(false);
    expect(fake.calls.map((c) => c.url)).toContain('/api/admin/bookings?page=1&pageSize=20&sort=clientName&dir=asc');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'eventDate' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'desc' } });
    expect([...fake.search().keys()]).toEqual(['tab']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('eventDate');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Order' }).value).toBe('desc');
  });

  it('does not count an order as a filter: no bookings is still "No bookings yet", and Clear filters keeps it', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': { body: page([]) } }, 'sort=totalAmount');
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'cancelled' } });
    expect(await screen.findByRole('heading', { name: 'No bookings match these filters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(fake.search().has('status')).toBe(false);
    expect(fake.search().get('sort')).toBe('totalAmount');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('totalAmount');
  });

  it('shows the first order for an order in the URL it does not know', async () => {
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': { body: page([booking(1)]) } }, 'sort=foo&dir=up');
    await screen.findByRole('table');
    expect(fake.calls.filter((c) => c.url.startsWith('/api/admin/bookings')).map((c) => c.url)).toEqual([
      '/api/admin/bookings?page=1&pageSize=20&sort=eventDate&dir=desc',
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('eventDate');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Order' }).value).toBe('desc');
  });

  it('says when the bookings cannot be loaded, and retries', async () => {
    let answer: FakeAnswer = SERVER_ERROR;
    fake = renderAdminTab('bookings', { 'GET /api/admin/bookings': () => answer });
    expect(await screen.findByText("We couldn't load the bookings")).toBeInTheDocument();
    answer = { body: page([booking(1)]) };
    press(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    // Try again is gone with the error: the list's heading takes the focus, not <body>.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bookings', level: 2 })).toHaveFocus());
  });

  it('moves the focus to the heading when Clear filters goes away with the filters', async () => {
    fake = renderAdminTab(
      'bookings',
      { 'GET /api/admin/bookings': ({ url }) => ({ body: page(url.includes('status=') ? [] : [booking(1)]) }) },
      'status=cancelled',
    );
    press(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bookings', level: 2 })).toHaveFocus());
  });
});
