import { aUser, installFakeFetch, renderWithProviders, SERVER_ERROR, UNAUTHORIZED } from '@chefs/api-client/testing';
import { dismissToast, Toaster } from '@chefs/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { base64UrlToBytes } from '../push/push-browser';
import { installFakePush, type FakePushOptions } from '../push/testing/fake-push';
import { NotificationBell } from './NotificationBell';

const VAPID_PUBLIC_KEY = `B${'Q'.repeat(86)}`;
const SUBSCRIBE = 'POST /api/notifications/subscribe';
const UNSUBSCRIBE = 'DELETE /api/notifications/subscribe';

function setup(push: FakePushOptions = {}, api: Parameters<typeof installFakeFetch>[0] = {}) {
  const browser = installFakePush(push);
  const fetch = installFakeFetch({
    'GET /api/auth/user': { body: aUser() },
    'GET /config.json': { body: { remotes: {}, vapidPublicKey: VAPID_PUBLIC_KEY } },
    [SUBSCRIBE]: { status: 201, body: { subscribed: true } },
    [UNSUBSCRIBE]: { body: { subscribed: false } },
    ...api,
  });
  renderWithProviders(
    <>
      <NotificationBell />
      <Toaster />
    </>,
  );
  return { browser, fetch };
}

async function openCard() {
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  const card = within(await screen.findByRole('dialog'));
  await waitFor(() => expect(card.getByRole('switch', { name: 'Enable notifications' })).not.toBeDisabled());
  return card;
}

const toggle = (card: Pick<typeof screen, 'getByRole'>) => card.getByRole('switch', { name: 'Enable notifications' });
/** The toast on screen (the Toaster's region) has this title and description. */
const expectToast = async (title: string, description: string) => {
  const toasts = within(screen.getByRole('region', { name: /F8/ }));
  expect(await toasts.findByText(title)).toBeInTheDocument();
  expect(toasts.getByText(description)).toBeInTheDocument();
};

describe('the bell’s push settings card', () => {
  let env: ReturnType<typeof setup>;
  afterEach(() => {
    act(() => dismissToast());
    env.fetch.restore();
    env.browser.restore();
  });

  it.each([
    ['default', 'Not Set'],
    ['granted', 'Allowed'],
  ] as const)('shows the permission %s as %s, the toggle off and nothing else yet', async (permission, badge) => {
    env = setup({ permission });
    const card = await openCard();
    expect(card.getByText(badge)).toBeInTheDocument();
    expect(toggle(card)).toHaveAttribute('aria-checked', 'false');
    expect(card.queryByRole('button', { name: 'Send Test' })).not.toBeInTheDocument();
    expect(card.queryByText(/lock icon/)).not.toBeInTheDocument();
  });

  it('when blocked: Blocked, the toggle disabled and the lock-icon instructions', async () => {
    env = setup({ permission: 'denied' });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const card = within(await screen.findByRole('dialog'));
    expect(card.getByText('Blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(toggle(card)).toBeDisabled();
    expect(
      card.getByText(/click the lock icon in your browser's address bar, allow notifications, then refresh/),
    ).toBeInTheDocument();
  });

  it('enables: permission, /sw.js, subscribe with the server key, then the server; then Send Test, Disable and the list', async () => {
    env = setup();
    const card = await openCard();
    fireEvent.click(toggle(card));
    await expectToast('Notifications Enabled', "You'll now receive booking updates and reminders.");

    expect(env.browser.state.permissionRequests).toBe(1);
    expect(env.browser.state.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(env.browser.state.subscribeCalls).toHaveLength(1);
    const [options] = env.browser.state.subscribeCalls;
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(
      Array.from(base64UrlToBytes(VAPID_PUBLIC_KEY)),
    );
    // The spec's flat body (endpoint, p256dh, auth), read from the browser's nested toJSON().
    const device = env.browser.state.current?.toJSON();
    expect(device?.keys.p256dh).toMatch(/^B/);
    const posted = env.fetch.calls.filter((c) => `${c.method} ${c.url}` === SUBSCRIBE);
    expect(posted).toEqual([
      expect.objectContaining({
        body: { endpoint: device?.endpoint, p256dh: device?.keys.p256dh, auth: device?.keys.auth },
        credentials: 'include',
      }),
    ]);

    expect(card.getByText('Allowed')).toBeInTheDocument();
    expect(toggle(card)).toHaveAttribute('aria-checked', 'true');
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Booking confirmations',
      'Booking reminders',
      'Chef messages',
      'Status updates',
    ]);
    expect(card.getByRole('button', { name: 'Send Test' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });

  it('finds the device’s subscription at start: on, with Disable', async () => {
    env = setup({ permission: 'granted', existing: { applicationServerKey: base64UrlToBytes(VAPID_PUBLIC_KEY) } });
    const card = await openCard();
    // The device's subscription is found at start.
    expect(toggle(card)).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(card.getByRole('button', { name: 'Disable' }));
    await expectToast('Notifications Disabled', 'You will no longer receive push notifications.');
    fireEvent.click(toggle(card));
    await expectToast('Notifications Enabled', "You'll now receive booking updates and reminders.");
  });

  it('re-sends an existing subscription made with the same key: "You\'ll receive booking updates and reminders."', async () => {
    env = setup({ permission: 'granted', existing: { applicationServerKey: base64UrlToBytes(VAPID_PUBLIC_KEY) } });
    const card = await openCard();
    // The server lost it (say, another account signed in on this browser): the toggle turns it on again.
    fireEvent.click(card.getByRole('button', { name: 'Disable' }));
    await screen.findByText('Notifications Disabled');
    env.browser.state.current = null;
    env.browser.restore();
    env.browser = installFakePush({
      permission: 'granted',
      existing: { applicationServerKey: base64UrlToBytes(VAPID_PUBLIC_KEY) },
    });
    fireEvent.click(toggle(card));
    await expectToast('Notifications Enabled', "You'll receive booking updates and reminders.");
    expect(env.browser.state.subscribeCalls).toHaveLength(0);
  });

  it('replaces a subscription made with another server key', async () => {
    env = setup({ permission: 'granted', existing: { applicationServerKey: base64UrlToBytes(`B${'A'.repeat(86)}`) } });
    const old = env.browser.state.current;
    const card = await openCard();
    fireEvent.click(card.getByRole('button', { name: 'Disable' }));
    await screen.findByText('Notifications Disabled');
    env.browser.restore();
    env.browser = installFakePush({
      permission: 'granted',
      existing: { applicationServerKey: base64UrlToBytes(`B${'A'.repeat(86)}`) },
    });
    const stale = env.browser.state.current;
    fireEvent.click(toggle(card));
    await screen.findByText("You'll now receive booking updates and reminders.");
    expect(old?.unsubscribed).toBe(true);
    expect(stale?.unsubscribed).toBe(true);
    expect(env.browser.state.subscribeCalls).toHaveLength(1);
  });

  it('says Notifications Blocked when the prompt is refused, and subscribes nothing', async () => {
    env = setup({ answer: 'denied' });
    const card = await openCard();
    fireEvent.click(toggle(card));
    await expectToast('Notifications Blocked', 'You can enable notifications in your browser settings.');
    expect(card.getByText('Blocked')).toBeInTheDocument();
    expect(toggle(card)).toBeDisabled();
    expect(env.browser.state.subscribeCalls).toHaveLength(0);
    expect(env.fetch.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says Subscription Failed when the server refuses, and drops the new browser subscription', async () => {
    env = setup({}, { [SUBSCRIBE]: SERVER_ERROR });
    const card = await openCard();
    fireEvent.click(toggle(card));
    await expectToast('Subscription Failed', 'Failed to enable notifications. Please try again.');
    expect(env.browser.state.current).toBeNull();
    expect(toggle(card)).toHaveAttribute('aria-checked', 'false');
  });

  it('says Subscription Failed when the server has no VAPID key', async () => {
    env = setup({}, { 'GET /config.json': { body: { remotes: {}, vapidPublicKey: '' } } });
    const card = await openCard();
    fireEvent.click(toggle(card));
    await expectToast('Subscription Failed', 'Failed to enable notifications. Please try again.');
    expect(env.browser.state.subscribeCalls).toHaveLength(0);
  });

  it('says Please Sign In when the session ended', async () => {
    env = setup({}, { [SUBSCRIBE]: UNAUTHORIZED });
    const card = await openCard();
    fireEvent.click(toggle(card));
    await expectToast('Please Sign In', 'You need to be signed in to enable notifications');
  });

  it('disables: unsubscribes in the browser, then tells the server the endpoint', async () => {
    env = setup();
    const card = await openCard();
    fireEvent.click(toggle(card));
    await screen.findByText('Notifications Enabled');
    const sub = env.browser.state.current!;
    fireEvent.click(card.getByRole('button', { name: 'Disable' }));
    await expectToast('Notifications Disabled', 'You will no longer receive push notifications.');
    expect(sub.unsubscribed).toBe(true);
    expect(env.fetch.calls.filter((c) => `${c.method} ${c.url}` === UNSUBSCRIBE)).toEqual([
      expect.objectContaining({ body: { endpoint: sub.endpoint } }),
    ]);
    expect(toggle(card)).toHaveAttribute('aria-checked', 'false');
    expect(card.queryByRole('button', { name: 'Send Test' })).not.toBeInTheDocument();
  });

  it('says Unsubscribe Failed when the browser cannot unsubscribe, and stays on', async () => {
    env = setup({ failUnsubscribe: true });
    const card = await openCard();
    fireEvent.click(toggle(card));
    await screen.findByText('Notifications Enabled');
    fireEvent.click(toggle(card));
    await expectToast('Unsubscribe Failed', 'Failed to disable notifications. Please try again.');
    expect(toggle(card)).toHaveAttribute('aria-checked', 'true');
    expect(env.fetch.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('Send Test shows a local notification through the service worker and calls no server', async () => {
    env = setup();
    const card = await openCard();
    fireEvent.click(toggle(card));
    await screen.findByText('Notifications Enabled');
    const callsBefore = env.fetch.calls.length;
    fireEvent.click(card.getByRole('button', { name: 'Send Test' }));
    await expectToast('Test Notification', 'If notifications are working, you should see a push notification shortly.');
    expect(env.browser.state.shown).toEqual([
      {
        title: 'Test Notification',
        options: expect.objectContaining({ body: expect.any(String), icon: '/icons/icon-192.png' }),
      },
    ]);
    expect(env.fetch.calls).toHaveLength(callsBefore);
  });

  it('keeps its state when the popover closes and opens again', async () => {
    env = setup();
    let card = await openCard();
    fireEvent.click(toggle(card));
    await screen.findByText('Notifications Enabled');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    card = await openCard();
    expect(toggle(card)).toHaveAttribute('aria-checked', 'true');
  });

  it('shows Not Supported where the browser has no push, and says so when the toggle is pressed', async () => {
    env = {
      browser: { state: {} as never, restore: () => undefined },
      fetch: installFakeFetch({ 'GET /api/auth/user': { body: aUser() } }),
    };
    renderWithProviders(
      <>
        <NotificationBell />
        <Toaster />
      </>,
    );
    const card = await openCard();
    expect(card.getByText('Not Supported')).toBeInTheDocument();
    expect(card.getByText('Push notifications are not supported in this browser.')).toBeInTheDocument();
    fireEvent.click(toggle(card));
    await expectToast('Not Supported', 'Push notifications are not supported in this browser');
    expect(toggle(card)).toHaveAttribute('aria-checked', 'false');
  });
});
