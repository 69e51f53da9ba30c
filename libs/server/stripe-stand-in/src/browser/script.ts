import { installCardForm } from './card-form';
import { installCardRules } from './card-rules';
import { installElements } from './elements-group';
import { installPaymentElement } from './payment-element';
import { installStripe } from './stripe-client';
import { PAYMENT_ELEMENT_CSS } from './styles';

/**
 * The release train @stripe/stripe-js 10 expects (its RELEASE_TRAIN); loadStripe warns
 * when `Stripe.version` differs. Update together with @stripe/stripe-js.
 */
const STRIPE_JS_RELEASE_TRAIN = 'endive';

/**
 * The browser script served at /v3/stripe.js. Each piece is a self-contained function
 * written in TypeScript (type-checked and linted with the rest) and serialised here with
 * Function.prototype.toString; they share only the `ns` object. The API origin is the
 * script's own origin, read from document.currentScript.
 */
export function stripeJsScript(): string {
  const pieces = [installCardRules, installCardForm, installPaymentElement, installElements, installStripe];
  return [
    '/* Stripe.js stand-in: served by @chefs/stripe-stand-in for development and tests. Not Stripe. */',
    '(function () {',
    '  "use strict";',
    '  if (window.Stripe && window.Stripe.__standIn) return;',
    '  var script = document.currentScript;',
    `  var ns = { css: ${JSON.stringify(PAYMENT_ELEMENT_CSS)}, version: ${JSON.stringify(STRIPE_JS_RELEASE_TRAIN)}, ids: 0,`,
    '    apiBase: script && script.src ? new URL(script.src).origin : window.location.origin };',
    ...pieces.map((piece) => `  (${piece.toString()})(ns);`),
    '  window.Stripe.__standIn = true;',
    '})();',
    '',
  ].join('\n');
}
