// A stand-in for the browser's push stack in jsdom (which has none): Notification, the
// service worker container, the registration and its PushManager. It records what the app
// asked of them; the app's own code (hook, card, API calls) runs for real.

export interface FakeSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export class FakeSubscription {
  readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer };
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    applicationServerKey: Uint8Array,
    private readonly onUnsubscribe: (sub: FakeSubscription) => boolean,
  ) {
    this.options = { userVisibleOnly: true, applicationServerKey: applicationServerKey.slice().buffer };
  }
  toJSON(): FakeSubscriptionJson {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    };
  }
  async unsubscribe(): Promise<boolean> {
    this.unsubscribed = this.onUnsubscribe(this);
    if (!this.unsubscribed) throw new Error('unsubscribe failed');
    return true;
  }
}

export interface FakePushOptions {
  /** Notification.permission at the start. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** The device already has a registration and this subscription. */
  existing?: { applicationServerKey: Uint8Array };
  /** unsubscribe() rejects. */
  failUnsubscribe?: boolean;
}

export function installFakePush(opts: FakePushOptions = {}) {
  let subscriptions = 0;
  const state = {
    permission: opts.permission ?? 'default',
    registered: [] as { url: string; scope?: string }[],
    subscribeCalls: [] as PushSubscriptionOptionsInit[],
    shown: [] as { title: string; options?: NotificationOptions }[],
    current: null as FakeSubscription | null,
    hasRegistration: Boolean(opts.existing),
    permissionRequests: 0,
  };
  const unsubscribe = (sub: FakeSubscription) => {
    if (opts.failUnsubscribe) return false;
    if (state.current === sub) state.current = null;
    return true;
  };
  if (opts.existing) {
    state.current = new FakeSubscription(
      'https://push.example.com/existing',
      opts.existing.applicationServerKey,
      unsubscribe,
    );
  }
  const registration = {
    pushManager: {
      getSubscription: async () => state.current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        state.subscribeCalls.push(options);
        state.current = new FakeSubscription(
          `https://push.example.com/sub/${++subscriptions}`,
          options.applicationServerKey as Uint8Array,
          unsubscribe,
        );
        return state.current;
      },
    },
    showNotification: async (title: string, options?: NotificationOptions) => {
      state.shown.push({ title, options });
    },
  };
  const container = {
    register: async (url: string, options?: RegistrationOptions) => {
      state.registered.push({ url, scope: options?.scope });
      state.hasRegistration = true;
      return registration;
    },
    get ready() {
      return Promise.resolve(registration);
    },
    getRegistration: async () => (state.hasRegistration ? registration : undefined),
  };
  const FakeNotification = {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.permissionRequests++;
      state.permission = opts.answer ?? 'granted';
      return state.permission;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.assign(window, { PushManager: class PushManager {}, Notification: FakeNotification });
  return {
    state,
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    },
  };
}
