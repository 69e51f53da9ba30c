import { brandOf, TEST_PAYMENT_METHODS, validateCard, type CardDetails } from './cards';
import { invalidRequest, missingParam } from './errors';
import { obj, str, type FormObject } from './form';
import { newId, nowSeconds } from './ids';
import type { Ledger } from './ledger';
import type { PaymentMethodObject } from './objects';

/** The card behind a PaymentMethod: the stand-in keeps the number to know the outcome. */
export const cardNumbers = new WeakMap<PaymentMethodObject, string>();

function makeMethod(ledger: Ledger, card: CardDetails, id = newId('pm')): PaymentMethodObject {
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const method: PaymentMethodObject = {
    id,
    object: 'payment_method',
    type: 'card',
    billing_details: {
      address: {
        city: null,
        country: card.postalCode ? 'US' : null,
        line1: null,
        line2: null,
        postal_code: card.postalCode ?? null,
        state: null,
      },
      email: null,
      name: null,
      phone: null,
    },
    card: {
      brand: brandOf(card.number),
      country: 'US',
      exp_month: card.expMonth,
      exp_year: year,
      funding: 'credit',
      last4: card.number.slice(-4),
    },
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata: {},
  };
  cardNumbers.set(method, card.number);
  ledger.methods.set(method.id, method);
  return method;
}

/** `payment_method=pm_…`: a stored one, or one of Stripe's test ids (pm_card_visa, pm_card_chargeDeclined…). */
export function paymentMethodById(ledger: Ledger, id: string): PaymentMethodObject {
  const stored = ledger.methods.get(id);
  if (stored) return stored;
  const test = TEST_PAYMENT_METHODS[id];
  if (!test)
    throw invalidRequest(`No such PaymentMethod: '${id}'`, { code: 'resource_missing', param: 'payment_method' });
  const nextYear = new Date().getUTCFullYear() + 1;
  return makeMethod(ledger, { number: test.number, expMonth: 12, expYear: nextYear }, newId('pm'));
}

/** `payment_method_data[type]=card&payment_method_data[card][number]=…`, as Stripe.js sends it. */
export function paymentMethodFromData(ledger: Ledger, data: FormObject): PaymentMethodObject {
  const type = str(data, 'type') ?? 'card';
  if (type !== 'card')
    throw invalidRequest(`The payment method type "${type}" is not supported by the local Stripe stand-in.`, {
      param: 'payment_method_data[type]',
    });
  const card = obj(data, 'card');
  const number = str(card, 'number')?.replace(/[\s-]/g, '');
  if (!number) throw missingParam('payment_method_data[card][number]');
  const expMonth = str(card, 'exp_month');
  const expYear = str(card, 'exp_year');
  if (!expMonth) throw missingParam('payment_method_data[card][exp_month]');
  if (!expYear) throw missingParam('payment_method_data[card][exp_year]');
  const postalCode = str(obj(obj(data, 'billing_details'), 'address'), 'postal_code');
  const details: CardDetails = {
    number,
    expMonth: Number(expMonth),
    expYear: Number(expYear),
    cvc: str(card, 'cvc'),
    postalCode: postalCode || undefined,
  };
  validateCard(details);
  const method = makeMethod(ledger, details);
  method.billing_details.name = str(obj(data, 'billing_details'), 'name') ?? null;
  method.billing_details.email = str(obj(data, 'billing_details'), 'email') ?? null;
  return method;
}
