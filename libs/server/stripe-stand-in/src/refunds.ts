import { invalidRequest, missingParam } from './errors';
import { metadataOf, str, type FormObject } from './form';
import { newId, nowSeconds } from './ids';
import type { Ledger } from './ledger';
import type { ChargeObject, RefundObject } from './objects';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function chargeToRefund(ledger: Ledger, form: FormObject): ChargeObject {
  const piId = str(form, 'payment_intent');
  const chargeId = str(form, 'charge');
  if (!piId && !chargeId) throw missingParam('payment_intent');
  if (chargeId) return ledger.charge(chargeId);
  const intent = ledger.intent(piId as string);
  const latest = typeof intent.latest_charge === 'string' ? ledger.charges.get(intent.latest_charge) : undefined;
  if (intent.status !== 'succeeded' || !latest || latest.status !== 'succeeded')
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    });
  return latest;
}

/**
 * POST /v1/refunds {payment_intent | charge, amount?, reason?, metadata?}. Refunds at once
 * (status succeeded) and updates the charge; refuses an unpaid intent and anything beyond
 * what is left to refund, with Stripe's codes.
 */
export function createRefund(ledger: Ledger, form: FormObject): RefundObject {
  const charge = chargeToRefund(ledger, form);
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
      code: 'charge_not_refundable',
    });
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const raw = str(form, 'amount');
  const amount = raw === undefined ? left : Number(raw);
  if (raw !== undefined && (!/^\d+$/.test(raw) || amount < 1))
    throw invalidRequest(`Invalid integer: ${raw}`, { param: 'amount' });
  if (amount > left)
    throw invalidRequest(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  const refund: RefundObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: metadataOf(form),
    payment_intent: charge.payment_intent,
    reason: str(form, 'reason') ?? null,
    status: 'succeeded',
  };
  ledger.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  ledger.emit('charge.refunded', charge);
  return refund;
}
