import type { CardValues, FieldName, StandInNs } from './types';

/**
 * Browser piece: the card form's markup (labelled inputs with autocomplete and a numeric
 * keyboard, an error line per field with role=alert) and its stylesheet, injected once.
 * Behaviour is wired by the Payment Element. Self-contained: serialised into the script.
 */
export function installCardForm(ns: StandInNs): void {
  const FIELDS: { name: FieldName; label: string; placeholder: string; autocomplete: string; wide: boolean }[] = [
    { name: 'number', label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', wide: true },
    { name: 'expiry', label: 'Expiration date', placeholder: 'MM / YY', autocomplete: 'cc-exp', wide: false },
    { name: 'cvc', label: 'Security code', placeholder: 'CVC', autocomplete: 'cc-csc', wide: false },
    { name: 'postalCode', label: 'ZIP code', placeholder: '12345', autocomplete: 'postal-code', wide: true },
  ];
  const CARD_ICON =
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20"/></svg>';

  function injectStyles(): void {
    if (document.getElementById('stripe-stand-in-styles')) return;
    const style = document.createElement('style');
    style.id = 'stripe-stand-in-styles';
    style.textContent = ns.css;
    document.head.appendChild(style);
  }

  function field(uid: string, f: (typeof FIELDS)[number], value: string, readOnly: boolean): HTMLDivElement {
    const wrap = document.createElement('div');
    wrap.className = f.wide ? 'sst-field sst-wide' : 'sst-field';
    const label = document.createElement('label');
    label.className = 'sst-label';
    label.htmlFor = `${uid}-${f.name}`;
    label.textContent = f.label;
    const control = document.createElement('div');
    control.className = 'sst-control';
    const box = document.createElement('input');
    Object.assign(box, { id: `${uid}-${f.name}`, type: 'text', placeholder: f.placeholder, value, readOnly });
    box.className = f.name === 'number' ? 'sst-input sst-number' : 'sst-input';
    box.name = f.autocomplete;
    box.setAttribute('autocomplete', f.autocomplete);
    box.inputMode = 'numeric';
    box.spellcheck = false;
    box.setAttribute('aria-invalid', 'false');
    box.setAttribute('aria-describedby', `${uid}-${f.name}-error`);
    control.appendChild(box);
    if (f.name === 'number') {
      const badge = document.createElement('span');
      badge.className = 'sst-brand';
      badge.setAttribute('aria-hidden', 'true');
      control.appendChild(badge);
    }
    const error = document.createElement('p');
    error.className = 'sst-error';
    error.id = `${uid}-${f.name}-error`;
    error.setAttribute('role', 'alert');
    wrap.append(label, control, error);
    return wrap;
  }

  ns.buildCardForm = (uid: string, names: FieldName[], values: CardValues, readOnly: boolean) => {
    injectStyles();
    const root = document.createElement('div');
    root.className = 'sst-root';
    root.dataset.stripeStandIn = 'payment';
    root.innerHTML =
      `<div class="sst-tab" aria-hidden="true">${CARD_ICON}<span>Card</span></div><div class="sst-grid"></div>` +
      '<p class="sst-note">Test mode: pay with <code>4242 4242 4242 4242</code>, any future date and any CVC.</p>';
    const grid = root.querySelector('.sst-grid') as HTMLDivElement;
    for (const f of FIELDS) if (names.includes(f.name)) grid.appendChild(field(uid, f, values[f.name], readOnly));
    return root;
  };
}
