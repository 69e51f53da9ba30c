import { outcomeOf } from './cards';
import { invalidRequest, missingParam, StripeApiError, unexpectedState } from './errors';
import { list, metadataOf, obj, str, type FormObject } from './form';
import { clone, newId, nowSeconds } from './ids';
import type { Ledger } from './ledger';
import type { ChargeObject, PaymentIntentObject, PaymentMethodObject } from './objects';
import { cardNumbers, paymentMethodById, paymentMethodFromData } from './payment-methods';

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];

function amountOf(form: FormObject, currency: string): number {
  const raw = str(form, 'amount');
  if (raw === undefined) throw missingParam('amount');
  const amount = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(amount))
    throw invalidRequest('Invalid integer: ' + raw, { param: 'amount' });
  if (currency === 'usd' && amount < 50)
    throw invalidRequest('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', { param: 'amount' });
  return amount;
}

/** POST /v1/payment_intents. */
export function createIntent(ledger: Ledger, form: FormObject): PaymentIntentObject {
  const currency = str(form, 'currency')?.toLowerCase();
  if (!currency) throw missingParam('currency');
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  const amount = amountOf(form, currency);
  const id = newId('pi');
  const automatic = str(obj(form, 'automatic_payment_methods'), 'enabled');
  const intent: PaymentIntentObject = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: automatic === 'true' ? { enabled: true, allow_redirects: 'always' } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency,
    customer: str(form, 'customer') ?? null,
    description: str(form, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadataOf(form),
    next_action: null,
    payment_method: null,
    payment_method_types: list(form, 'payment_method_types').length ? list(form, 'payment_method_types') : ['card'],
    processing: null,
    receipt_email: str(form, 'receipt_email') ?? null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: str(form, 'statement_descriptor') ?? null,
    status: 'requires_payment_method',
  };
  ledger.intents.set(id, intent);
  const pm = str(form, 'payment_method');
  if (pm) {
    intent.payment_method = paymentMethodById(ledger, pm).id;
    intent.status = 'requires_confirmation';
  }
  if (str(form, 'confirm') === 'true') confirmIntent(ledger, id, form);
  return intent;
}

/** POST /v1/payment_intents/:id (amount, description, metadata, receipt_email) before it is paid. */
export function updateIntent(ledger: Ledger, id: string, form: FormObject): PaymentIntentObject {
  const intent = ledger.intent(id);
  if (intent.status === 'succeeded' || intent.status === 'canceled')
    throw unexpectedState(
      `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
    );
  if (str(form, 'amount') !== undefined) intent.amount = amountOf(form, intent.currency);
  if (str(form, 'description') !== undefined) intent.description = str(form, 'description') || null;
  if (str(form, 'receipt_email') !== undefined) intent.receipt_email = str(form, 'receipt_email') || null;
  intent.metadata = metadataOf(form, intent.metadata);
  return intent;
}

function charge(ledger: Ledger, intent: PaymentIntentObject, method: PaymentMethodObject, failure?: string[]) {
  const c: ChargeObject = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: failure ? 0 : intent.amount,
    amount_refunded: 0,
    captured: !failure,
    created: nowSeconds(),
    currency: intent.currency,
    description: intent.description,
    failure_code: failure?.[0] ?? null,
    failure_message: failure?.[1] ?? null,
    livemode: false,
    metadata: { ...intent.metadata },
    outcome: failure
      ? {
          network_status: 'declined_by_network',
          reason: failure[2],
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !failure,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: { ...method.card } },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: failure ? 'failed' : 'succeeded',
  };
  ledger.charges.set(c.id, c);
  return c;
}

/**
 * POST /v1/payment_intents/:id/confirm, from the server (secret key) or the browser
 * (publishable key and client secret). Charges the card at once: succeeded, or back to
 * requires_payment_method with last_payment_error and a 402 card_error, as Stripe does.
 */
export function confirmIntent(ledger: Ledger, id: string, form: FormObject): PaymentIntentObject {
  const intent = ledger.intent(id);
  if (intent.status === 'succeeded')
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );
  if (intent.status === 'canceled')
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.',
    );
  const data = obj(form, 'payment_method_data');
  const pmId = str(form, 'payment_method');
  let method: PaymentMethodObject;
  if (data) method = paymentMethodFromData(ledger, data);
  else if (pmId) method = paymentMethodById(ledger, pmId);
  else if (intent.payment_method) method = paymentMethodById(ledger, intent.payment_method);
  else
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  if (str(form, 'receipt_email')) intent.receipt_email = str(form, 'receipt_email') ?? null;
  intent.payment_method = method.id;
  const outcome = outcomeOf(cardNumbers.get(method) ?? '');
  if (outcome.kind === 'success') {
    const c = charge(ledger, intent, method);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: c.id,
      last_payment_error: null,
    });
    ledger.emit('payment_intent.succeeded', intent);
    return intent;
  }
  const c = charge(ledger, intent, method, [outcome.code, outcome.message, outcome.declineCode]);
  intent.status = 'requires_payment_method';
  intent.latest_charge = c.id;
  intent.payment_method = null;
  intent.last_payment_error = {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    message: outcome.message,
    charge: c.id,
    doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replace(/_/g, '-')}`,
    payment_method: method,
  };
  ledger.emit('payment_intent.payment_failed', intent);
  throw new StripeApiError(402, {
    ...intent.last_payment_error,
    payment_intent: clone(intent),
  });
}

/** POST /v1/payment_intents/:id/cancel. */
export function cancelIntent(ledger: Ledger, id: string, form: FormObject): PaymentIntentObject {
  const intent = ledger.intent(id);
  if (!CANCELABLE.includes(intent.status))
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}, processing.`,
    );
  Object.assign(intent, {
    status: 'canceled',
    canceled_at: nowSeconds(),
    cancellation_reason: str(form, 'cancellation_reason') ?? null,
  });
  ledger.emit('payment_intent.canceled', intent);
  return intent;
}

/** The intent as JSON, with `expand[]=latest_charge` honoured. */
export function presentIntent(ledger: Ledger, intent: PaymentIntentObject, form: FormObject): PaymentIntentObject {
  const out = clone(intent);
  if (list(form, 'expand').includes('latest_charge') && typeof out.latest_charge === 'string')
    out.latest_charge = clone(ledger.charge(out.latest_charge));
  return out;
}
