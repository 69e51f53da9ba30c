/**
 * A stand-in for Stripe.js in jsdom tests (the real script comes from Stripe's network, or
 * from the local stand-in, which unit tests do not run). It has the surface @stripe/stripe-js
 * and @stripe/react-stripe-js use; the Payment Element is one labelled input, and
 * confirmPayment answers what the test says. One constructor for the whole test file:
 * @stripe/stripe-js keeps the first window.Stripe it sees.
 */
type Handler = (event: unknown) => void;

export interface ConfirmPaymentCall {
  clientSecret: string | undefined;
  confirmParams: { return_url?: string };
  redirect: string | undefined;
}

export type ConfirmAnswer =
  { error: { type: string; code?: string; message: string } } | { paymentIntent: { id: string; status: string } };

export const fakeStripe = {
  /** What the next confirmPayment resolves (or throws). */
  confirm: async (): Promise<ConfirmAnswer> => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
  confirmCalls: [] as ConfirmPaymentCall[],
  publishableKeys: [] as string[],
  reset(): void {
    this.confirm = async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    this.confirmCalls = [];
    this.publishableKeys = [];
  },
};

function createElements(options: { clientSecret?: string } = {}) {
  const handlers: Record<string, Handler[]> = {};
  let node: HTMLElement | null = null;
  const element = {
    mount(target: HTMLElement) {
      node = target;
      target.innerHTML = '<label for="fake-card">Card number</label><input id="fake-card" />';
      setTimeout(() => handlers.ready?.forEach((h) => h({ elementType: 'payment' })));
    },
    on(type: string, handler: Handler) {
      (handlers[type] ??= []).push(handler);
      return element;
    },
    off(type: string, handler: Handler) {
      handlers[type] = (handlers[type] ?? []).filter((h) => h !== handler);
      return element;
    },
    update: () => undefined,
    destroy() {
      if (node) node.innerHTML = '';
    },
  };
  return {
    create: () => element,
    getElement: () => element,
    update: () => undefined,
    submit: async () => ({}),
    clientSecret: options.clientSecret,
  };
}

function FakeStripe(publishableKey: string) {
  fakeStripe.publishableKeys.push(publishableKey);
  return {
    elements: createElements,
    async confirmPayment(params: {
      elements: { clientSecret?: string };
      confirmParams: { return_url?: string };
      redirect?: string;
    }) {
      fakeStripe.confirmCalls.push({
        clientSecret: params.elements.clientSecret,
        confirmParams: params.confirmParams,
        redirect: params.redirect,
      });
      return fakeStripe.confirm();
    },
    createToken: async () => ({}),
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async () => ({}),
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  };
}
FakeStripe.version = 'endive';

/** Puts the fake on window.Stripe (as a loaded Stripe.js script would). */
export function installFakeStripe(): void {
  (window as unknown as { Stripe: unknown }).Stripe = FakeStripe;
}

export function removeFakeStripe(): void {
  delete (window as unknown as { Stripe?: unknown }).Stripe;
}
