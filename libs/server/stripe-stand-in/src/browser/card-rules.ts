import type { CardValues, FieldName, StandInNs, ValidationError } from './types';

/**
 * Browser piece: formatting and Stripe.js's own checks of the card fields (the messages
 * Stripe.js shows before anything is sent). Self-contained: serialised into the script.
 */
export function installCardRules(ns: StandInNs): void {
  const error = (code: string, message: string): ValidationError => ({ type: 'validation_error', code, message });

  ns.digits = (value) => value.replace(/\D/g, '');

  ns.brandOf = (number) => {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
    if (/^35/.test(number)) return 'jcb';
    return 'unknown';
  };

  ns.luhnValid = (number) => {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  };

  ns.maxDigits = (field, number) => {
    const brand = ns.brandOf(number);
    if (field === 'number') return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
    if (field === 'expiry') return 4;
    if (field === 'cvc') return brand === 'amex' ? 4 : 3;
    return 5;
  };

  ns.format = (field: FieldName, value, deleting) => {
    const d = ns.digits(value);
    if (field === 'number') {
      const groups = ns.brandOf(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
      const parts: string[] = [];
      let at = 0;
      for (const size of groups) {
        if (at >= d.length) break;
        parts.push(d.slice(at, at + size));
        at += size;
      }
      return parts.join(' ');
    }
    if (field === 'expiry') {
      const month = d.length === 1 && Number(d) > 1 ? '0' + d : d.slice(0, 2);
      const year = d.length === 1 && Number(d) > 1 ? '' : d.slice(2, 4);
      if (year) return `${month} / ${year}`;
      return month.length === 2 && !deleting ? `${month} / ` : month;
    }
    return d;
  };

  ns.check = (field: FieldName, values: CardValues, final, now) => {
    const number = ns.digits(values.number);
    const value = ns.digits(values[field]);
    const full = value.length >= ns.maxDigits(field, number);
    switch (field) {
      case 'number':
        if (full && !ns.luhnValid(value)) return error('invalid_number', 'Your card number is invalid.');
        return final && !full ? error('incomplete_number', 'Your card number is incomplete.') : null;
      case 'expiry': {
        if (!full) return final ? error('incomplete_expiry', "Your card's expiration date is incomplete.") : null;
        const month = Number(value.slice(0, 2));
        const year = 2000 + Number(value.slice(2, 4));
        const thisYear = now.getFullYear();
        if (month < 1 || month > 12) return error('invalid_expiry_month', "Your card's expiration date is invalid.");
        if (year < thisYear) return error('invalid_expiry_year_past', "Your card's expiration year is in the past.");
        if (year === thisYear && month < now.getMonth() + 1)
          return error('invalid_expiry_month_past', "Your card's expiration date is in the past.");
        if (year > thisYear + 50) return error('invalid_expiry_year', "Your card's expiration year is invalid.");
        return null;
      }
      case 'cvc':
        return final && !full ? error('incomplete_cvc', "Your card's security code is incomplete.") : null;
      case 'postalCode':
        return final && !full ? error('incomplete_zip', 'Your postal code is incomplete.') : null;
    }
  };
}
