import type { ElementsGroupApi, PaymentElementApi, StandInNs, StripeJsError, ValidationError } from './types';

type Result = { error: StripeJsError | ValidationError } | { paymentIntent: Record<string, unknown> };
type CallResult = { error: StripeJsError; data?: undefined } | { data: Record<string, unknown>; error?: undefined };

interface ConfirmPaymentParams {
  elements?: ElementsGroupApi;
  clientSecret?: string;
  confirmParams?: {
    return_url?: string;
    receipt_email?: string;
    payment_method_data?: { billing_details?: Record<string, unknown> };
  };
  redirect?: 'always' | 'if_required';
}

/**
 * Browser piece: `window.Stripe(publishableKey, options)` with the methods @stripe/stripe-js
 * and @stripe/react-stripe-js use: elements, confirmPayment, confirmCardPayment,
 * retrievePaymentIntent, registerAppInfo, _registerWrapper (and the createToken /
 * createPaymentMethod that their `isStripe` check looks for). Calls go to the stand-in's
 * API with the publishable key and the client secret, form-encoded like Stripe.js sends them.
 */
export function installStripe(ns: StandInNs): void {
  ns.integrationError = (message) => {
    const err = new Error(message);
    err.name = 'IntegrationError';
    return err;
  };

  function encode(params: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined || v === null) continue;
      const key = prefix ? `${prefix}[${k}]` : k;
      if (typeof v === 'object') encode(v as Record<string, unknown>, key, out);
      else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out.append(key, String(v));
    }
    return out;
  }

  async function call(method: 'GET' | 'POST', path: string, params: Record<string, unknown>): Promise<CallResult> {
    const body = encode(params).toString();
    try {
      const res = await fetch(`${ns.apiBase}${path}${method === 'GET' ? `?${body}` : ''}`, {
        method,
        headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
        body: method === 'POST' ? body : undefined,
      });
      const json = (await res.json()) as { error?: StripeJsError } & Record<string, unknown>;
      return json.error ? { error: json.error } : { data: json };
    } catch {
      const error: StripeJsError = {
        type: 'api_connection_error',
        message: 'We could not reach the payment service. Please check your connection and try again.',
      };
      return { error };
    }
  }

  const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0];

  function Stripe(publishableKey: unknown, _options?: Record<string, unknown>) {
    if (typeof publishableKey !== 'string' || !publishableKey)
      throw ns.integrationError('Please call Stripe() with your publishable key. You used an empty string.');
    if (/^sk_/.test(publishableKey))
      throw ns.integrationError(
        'You should not use your secret key with Stripe.js. Please pass a publishable key instead.',
      );
    const key = publishableKey;
    const wrappers: unknown[] = [];
    const appInfo: unknown[] = [];

    async function confirm(clientSecret: string, extra: Record<string, unknown>, el: PaymentElementApi | null) {
      el?._setBusy(true);
      try {
        const res = await call('POST', `/v1/payment_intents/${encodeURIComponent(intentId(clientSecret))}/confirm`, {
          key,
          client_secret: clientSecret,
          expected_payment_method_type: 'card',
          use_stripe_sdk: 'true',
          ...extra,
        });
        return res;
      } finally {
        el?._setBusy(false);
      }
    }

    function cardData(el: PaymentElementApi, billing: Record<string, unknown> = {}) {
      const card = el._card();
      const address = { ...((billing.address as Record<string, unknown>) ?? {}), postal_code: card.postal_code };
      return {
        type: 'card',
        card: { number: card.number, exp_month: card.exp_month, exp_year: card.exp_year, cvc: card.cvc },
        billing_details: { ...billing, address },
      };
    }

    const unsupported = (name: string) => async () => ({
      error: { type: 'invalid_request_error', message: `${name} is not supported by the local Stripe stand-in.` },
    });

    const stripe = {
      elements: (options: Record<string, unknown> = {}) => ns.createElements(options),

      async confirmPayment(params: ConfirmPaymentParams): Promise<Result> {
        const { elements, confirmParams = {}, redirect = 'always' } = params ?? {};
        if (!elements) throw ns.integrationError('stripe.confirmPayment(): expected the `elements` argument.');
        const clientSecret = params.clientSecret ?? elements._options().clientSecret;
        if (!clientSecret)
          throw ns.integrationError('stripe.confirmPayment(): expected a `clientSecret` in the Elements options.');
        if (redirect !== 'if_required' && !confirmParams.return_url)
          throw ns.integrationError(
            "stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`.",
          );
        const el = elements.getElement('payment');
        if (!el || !el._isMounted())
          throw ns.integrationError('stripe.confirmPayment(): the Payment Element is not mounted.');
        const invalid = el._validate();
        if (invalid) return { error: invalid };
        const res = await confirm(
          clientSecret,
          {
            payment_method_data: cardData(el, confirmParams.payment_method_data?.billing_details),
            return_url: confirmParams.return_url,
            receipt_email: confirmParams.receipt_email,
          },
          el,
        );
        if (res.error) return { error: res.error };
        if (redirect === 'always' && confirmParams.return_url) {
          const target = new URL(confirmParams.return_url, window.location.href);
          target.searchParams.set('payment_intent', String(res.data.id));
          target.searchParams.set('payment_intent_client_secret', clientSecret);
          target.searchParams.set('redirect_status', String(res.data.status));
          window.location.assign(target.href);
          return new Promise<Result>(() => undefined);
        }
        return { paymentIntent: res.data };
      },

      async confirmCardPayment(clientSecret: string, data: { payment_method?: unknown } = {}): Promise<Result> {
        const pm = data.payment_method;
        const extra: Record<string, unknown> = {};
        if (typeof pm === 'string') extra.payment_method = pm;
        else if (pm && typeof pm === 'object' && 'card' in pm)
          extra.payment_method_data = cardData((pm as { card: PaymentElementApi }).card);
        const res = await confirm(clientSecret, extra, null);
        return res.error ? { error: res.error } : { paymentIntent: res.data };
      },

      async retrievePaymentIntent(clientSecret: string): Promise<Result> {
        const res = await call('GET', `/v1/payment_intents/${encodeURIComponent(intentId(clientSecret))}`, {
          key,
          client_secret: clientSecret,
        });
        return res.error ? { error: res.error } : { paymentIntent: res.data };
      },

      createToken: unsupported('stripe.createToken()'),
      createPaymentMethod: unsupported('stripe.createPaymentMethod()'),
      confirmSetup: unsupported('stripe.confirmSetup()'),
      handleNextAction: unsupported('stripe.handleNextAction()'),
      registerAppInfo: (info: unknown) => void appInfo.push(info),
      _registerWrapper: (wrapper: unknown) => void wrappers.push(wrapper),
      _standIn: { apiBase: ns.apiBase, wrappers, appInfo },
    };
    return stripe;
  }

  Stripe.version = ns.version;
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}
