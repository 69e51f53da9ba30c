/**
 * @jest-environment jsdom
 */
import { fireEvent, getByLabelText, getByText, waitFor } from '@testing-library/dom';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe as StripeJs, StripeElements } from '@stripe/stripe-js';
import { createElement, act } from 'react';
import { createRoot } from 'react-dom/client';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeStandIn } from '../src';
import { KEYS, startForTest } from './helpers';
import { installJsdomFetch } from './jsdom-fetch';

/** The served browser script, run in jsdom and driven through @stripe/stripe-js and @stripe/react-stripe-js. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Stripe.js stand-in script', () => {
  let standIn: StripeStandIn;
  let stripeJs: StripeJs;
  let restoreFetch: () => void;
  const warn = jest.spyOn(console, 'warn');
  const year = String((new Date().getFullYear() + 3) % 100);

  beforeAll(async () => {
    standIn = await startForTest();
    restoreFetch = installJsdomFetch();
    const source = await (await window.fetch(standIn.jsUrl)).text();
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src: standIn.jsUrl }) });
    window.eval(source);
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
    stripeJs = (await loadStripe(KEYS.publishableKey))!;
  });
  afterAll(async () => {
    restoreFetch?.();
    await standIn.close();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // The official client picks its fetch-based build under jsdom, so the server side is plain HTTP here.
  async function asServer(method: string, path: string, body?: string): Promise<Record<string, unknown>> {
    const res = await window.fetch(`${standIn.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${KEYS.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return (await res.json()) as Record<string, unknown>;
  }
  const newIntent = async () =>
    (await asServer('POST', '/v1/payment_intents', 'amount=34000&currency=usd&metadata[bookingId]=12'))
      .client_secret as string;

  function type(label: string, value: string) {
    const input = getByLabelText<HTMLInputElement>(document.body, label);
    input.focus();
    input.value = value;
    fireEvent.input(input, { inputType: 'insertText' });
    return input;
  }

  async function mounted(clientSecret: string): Promise<StripeElements> {
    const elements = stripeJs.elements({ clientSecret, appearance: { variables: { colorPrimary: '#1f3d2e' } } });
    const node = document.createElement('div');
    document.body.appendChild(node);
    const ready = jest.fn();
    const element = elements.create('payment');
    element.on('ready', ready);
    element.mount(node);
    await waitFor(() => expect(ready).toHaveBeenCalled());
    return elements;
  }

  it('is what loadStripe expects: reused window.Stripe, the expected version, the methods isStripe checks', () => {
    expect(typeof stripeJs.elements).toBe('function');
    expect(typeof stripeJs.createToken).toBe('function');
    expect(typeof stripeJs.createPaymentMethod).toBe('function');
    expect(typeof stripeJs.confirmCardPayment).toBe('function');
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(() => (window as unknown as { Stripe: (k: string) => unknown }).Stripe(KEYS.secretKey)).toThrow(
      'You should not use your secret key with Stripe.js',
    );
  });

  it('renders labelled card inputs that format what is typed', async () => {
    await mounted(await newIntent());
    const number = type('Card number', '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.inputMode).toBe('numeric');
    expect(type('Expiration date', `12${year}`).value).toBe(`12 / ${year}`);
    expect(type('Security code', '1234').value).toBe('123');
    expect(type('ZIP code', '303031').value).toBe('30303');
    expect(getByText(document.body, 'VISA')).toBeTruthy();
  });

  it('validates on submit with Stripe.js messages shown beside the fields', async () => {
    const elements = await mounted(await newIntent());
    expect(await elements.submit()).toEqual({
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
      'Your postal code is incomplete.',
    ]);
    expect(document.activeElement).toBe(getByLabelText(document.body, 'Card number'));
    type('Card number', '4242424242424241');
    expect(getByLabelText(document.body, 'Card number').getAttribute('aria-invalid')).toBe('true');
    expect(getByText(document.body, 'Your card number is invalid.')).toBeTruthy();
    type('Expiration date', '0120');
    expect(getByText(document.body, "Your card's expiration year is in the past.")).toBeTruthy();
  });

  it('confirms 4242 through the API and resolves { paymentIntent } with redirect if_required', async () => {
    const clientSecret = await newIntent();
    const elements = await mounted(clientSecret);
    type('Card number', '4242 4242 4242 4242');
    type('Expiration date', `12${year}`);
    type('Security code', '123');
    type('ZIP code', '30303');
    expect((await elements.submit()).error).toBeUndefined();
    const result = await stripeJs.confirmPayment({
      elements,
      confirmParams: { return_url: 'http://localhost:8380/' },
      redirect: 'if_required',
    });
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ status: 'succeeded', amount: 34000, client_secret: clientSecret });
    expect((await asServer('GET', `/v1/payment_intents/${result.paymentIntent!.id}`)).metadata).toEqual({
      bookingId: '12',
    });
    expect(await stripeJs.retrievePaymentIntent(clientSecret)).toMatchObject({
      paymentIntent: { status: 'succeeded' },
    });
  });

  it('resolves { error } for a declined card, like Stripe.js', async () => {
    const elements = await mounted(await newIntent());
    type('Card number', '4000000000000002');
    type('Expiration date', `12${year}`);
    type('Security code', '123');
    type('ZIP code', '30303');
    const result = await stripeJs.confirmPayment({
      elements,
      confirmParams: { return_url: 'http://x/' },
      redirect: 'if_required',
    });
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { status: 'requires_payment_method' },
    });
  });

  it('works under <Elements> and <PaymentElement> from @stripe/react-stripe-js', async () => {
    const clientSecret = await newIntent();
    let confirm: () => Promise<unknown> = async () => undefined;
    function Pay() {
      const stripe = useStripe();
      const elements = useElements();
      confirm = () =>
        stripe!.confirmPayment({
          elements: elements!,
          confirmParams: { return_url: 'http://x/' },
          redirect: 'if_required',
        });
      return createElement(PaymentElement);
    }
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        createElement(
          Elements,
          { stripe: loadStripe(KEYS.publishableKey), options: { clientSecret } },
          createElement(Pay),
        ),
      );
    });
    await waitFor(() => expect(getByLabelText(container, 'Card number')).toBeTruthy());
    type('Card number', '4242424242424242');
    type('Expiration date', `12${year}`);
    type('Security code', '123');
    type('ZIP code', '30303');
    await expect(confirm()).resolves.toMatchObject({ paymentIntent: { status: 'succeeded' } });
    await act(async () => root.unmount());
    expect(container.querySelector('input')).toBeNull();
  });
});
