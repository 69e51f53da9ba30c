import { StripeApiError } from './errors';

/** Stripe's documented test cards (https://docs.stripe.com/testing) that the stand-in knows. */
export type CardOutcome = { kind: 'success' } | { kind: 'decline'; code: string; declineCode: string; message: string };

const SUCCESS: CardOutcome = { kind: 'success' };
const decline = (declineCode: string, message: string, code = 'card_declined'): CardOutcome => ({
  kind: 'decline',
  code,
  declineCode,
  message,
});
const GENERIC = decline('generic_decline', 'Your card was declined.');

/** Card numbers: succeed, or fail the way Stripe's test cards do. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': SUCCESS,
  '4000056655665556': SUCCESS,
  '5555555555554444': SUCCESS,
  '2223003122003222': SUCCESS,
  '5200828282828210': SUCCESS,
  '378282246310005': SUCCESS,
  '371449635398431': SUCCESS,
  '6011111111111117': SUCCESS,
  '3056930009020004': SUCCESS,
  '3566002020360505': SUCCESS,
  '4000000000000002': GENERIC,
  '4000000000009995': decline('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': decline('lost_card', 'Your card was declined.'),
  '4000000000009979': decline('stolen_card', 'Your card was declined.'),
  '4000000000000069': decline('expired_card', 'Your card has expired.', 'expired_card'),
  '4000000000000127': decline('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  '4000000000000119': decline(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
    'processing_error',
  ),
};

/** Stripe's test PaymentMethod ids, for confirming from the server (`payment_method=pm_card_visa`). */
export const TEST_PAYMENT_METHODS: Record<string, { number: string }> = {
  pm_card_visa: { number: '4242424242424242' },
  pm_card_visa_debit: { number: '4000056655665556' },
  pm_card_mastercard: { number: '5555555555554444' },
  pm_card_amex: { number: '378282246310005' },
  pm_card_chargeDeclined: { number: '4000000000000002' },
  pm_card_visa_chargeDeclined: { number: '4000000000000002' },
  pm_card_chargeDeclinedInsufficientFunds: { number: '4000000000009995' },
  pm_card_chargeDeclinedExpiredCard: { number: '4000000000000069' },
  pm_card_chargeDeclinedIncorrectCvc: { number: '4000000000000127' },
};

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
  postalCode?: string;
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, param });
}

/**
 * Checks raw card details as Stripe does when a PaymentMethod is made from them (before any
 * charge is tried): a bad number, expiry or CVC is a 402 card_error naming the parameter.
 */
export function validateCard(card: CardDetails, now = new Date()): void {
  const { number, expMonth, expYear, cvc } = card;
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    throw cardError('invalid_number', 'Your card number is invalid.', 'number');
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12)
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50)
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  if (year === thisYear && expMonth < now.getUTCMonth() + 1)
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  const cvcLength = brandOf(number) === 'amex' ? 4 : 3;
  if (cvc !== undefined && cvc !== '' && !new RegExp(`^\\d{${cvcLength}}$`).test(cvc))
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
}

/** What charging this card does. A valid number that is not a test card is refused like Stripe does in test mode. */
export function outcomeOf(number: string): CardOutcome {
  return (
    TEST_CARDS[number] ??
    decline(
      'live_mode_test_card',
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    )
  );
}
