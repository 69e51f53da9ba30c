import { type BookingStatus } from '@chefs/contracts';
import { type FakeRoutes } from '@chefs/api-client/testing';
import { dismissToast } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { booking, page } from '../testing/admin-bookings';
import { renderAdminTab, sent, type FakeNetwork } from '../testing/render-admin-tab';
import { pickWithPointer, pressOnSelect } from '../testing/select-keys';

const PATCH = 'PATCH /api/admin/bookings/1/status';

// WCAG 3.2.2 On Input: a key on the closed dropdown only changes what it shows; Enter or leaving
// it saves. A choice picked from the opened list saves at once.
describe('Booking status dropdown, by keyboard', () => {
  let fake: FakeNetwork;
  let windowFocused = true;
  beforeEach(() => {
    windowFocused = true;
    // Whether the browser window has focus: jsdom answers false during every blur, even one that
    // only moves focus within the page, where a browser answers true.
    jest.spyOn(document, 'hasFocus').mockImplementation(() => windowFocused);
  });
  afterEach(() => {
    fake.restore();
    act(() => dismissToast());
    jest.restoreAllMocks();
  });

  /** Booking #1 with `status`, on a server that keeps what it is sent (or answers `patch` instead). */
  async function renderBooking(status: BookingStatus, patch?: FakeRoutes[string]) {
    fake = renderAdminTab('bookings', {
      'GET /api/admin/bookings': () => ({ body: page([booking(1, { status })]) }),
      [PATCH]:
        patch ??
        (({ body }) => {
          status = (body as { status: BookingStatus }).status;
          return { body: booking(1, { status }) };
        }),
    });
    const select = within(await screen.findByRole('table')).getByRole<HTMLSelectElement>('combobox');
    act(() => select.focus());
    return select;
  }

  const patches = () => sent(fake, 'PATCH', '/api/admin/bookings/1/status').map((c) => c.body);
  /** Tab to the next control (the select loses focus). */
  const leave = () => act(() => screen.getByRole('combobox', { name: 'Sort by' }).focus());

  it('moves the choice with the arrow keys without saving; Enter saves it, and focus stays on the select', async () => {
    const select = await renderBooking('pending');
    pressOnSelect(select, 'ArrowDown');
    pressOnSelect(select, 'ArrowDown');
    expect(select.value).toBe('completed');
    expect(select).toHaveFocus();
    expect(patches()).toEqual([]);

    pressOnSelect(select, 'Enter');
    // Waiting, yet still focused: marked aria-disabled, not disabled (which would drop focus to the page).
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(patches()).toEqual([{ status: 'completed' }]);
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    expect(select.value).toBe('completed');
    expect(select).toHaveFocus();
  });

  it('saves a choice made with the keys when the select loses focus; Escape, or keys back to the status, save nothing', async () => {
    const select = await renderBooking('pending');
    pressOnSelect(select, 'ArrowDown');
    leave();
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(patches()).toEqual([{ status: 'confirmed' }]);
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));

    act(() => select.focus());
    pressOnSelect(select, 'ArrowDown');
    pressOnSelect(select, 'ArrowUp');
    leave();
    act(() => select.focus());
    pressOnSelect(select, 'End');
    pressOnSelect(select, 'Escape');
    expect(select.value).toBe('confirmed');
    leave();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toEqual([{ status: 'confirmed' }]);
  });

  it('keeps a choice made with the keys while the whole window loses focus, and saves it on leaving later', async () => {
    const select = await renderBooking('pending');
    pressOnSelect(select, 'ArrowDown');
    // Another app, or another tab, takes focus: the admin has not left this dropdown.
    windowFocused = false;
    act(() => select.blur());
    windowFocused = true;
    act(() => select.focus());
    expect(select.value).toBe('confirmed');
    expect(patches()).toEqual([]);
    leave();
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(patches()).toEqual([{ status: 'confirmed' }]);
  });

  it('asks before Cancelled chosen with the keys, on Enter or on leaving; Keep booking saves nothing', async () => {
    const select = await renderBooking('confirmed');
    pressOnSelect(select, 'End');
    expect(select.value).toBe('cancelled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pressOnSelect(select, 'Enter');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #1?' });
    expect(select.value).toBe('confirmed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select.value).toBe('confirmed');
    expect(select).toHaveFocus();
    expect(patches()).toEqual([]);

    pressOnSelect(select, 'End');
    leave();
    const again = await screen.findByRole('dialog', { name: 'Cancel booking #1?' });
    expect(patches()).toEqual([]);
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(patches()).toEqual([{ status: 'cancelled' }]);
    await waitFor(() => expect(select.value).toBe('cancelled'));
  });

  it('takes no other change while one is saving, and keeps focus', async () => {
    const select = await renderBooking('pending');
    pressOnSelect(select, 'ArrowDown');
    pressOnSelect(select, 'Enter');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    pickWithPointer(select, 'cancelled');
    pressOnSelect(select, 'ArrowDown');
    expect(select.value).toBe('confirmed');
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    expect(select).toHaveFocus();
    // Nothing chosen while it waited is left to be saved on leaving.
    leave();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select.value).toBe('confirmed');
    expect(patches()).toEqual([{ status: 'confirmed' }]);
  });

  it('saves a choice picked from the opened list at once, also after keys were used', async () => {
    const select = await renderBooking('pending');
    pressOnSelect(select, 'ArrowDown');
    pickWithPointer(select, 'completed');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Booking status updated')).toBeInTheDocument();
    expect(patches()).toEqual([{ status: 'completed' }]);
    expect(select).toHaveFocus();
  });
});
