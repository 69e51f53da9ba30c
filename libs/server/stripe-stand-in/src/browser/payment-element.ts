import type {
  CardValues,
  ElementsGroupApi,
  FieldName,
  Listener,
  PaymentElementApi,
  PaymentElementOptions,
  StandInNs,
  ValidationError,
} from './types';

/**
 * Browser piece: the Payment Element (card only). Real Stripe renders it in an iframe on
 * js.stripe.com; the stand-in renders plain inputs straight into the mount node. The API
 * surface (mount, on/off, update, destroy, elements.submit, confirmPayment) is the same.
 */
export function installPaymentElement(ns: StandInNs): void {
  const ORDER: FieldName[] = ['number', 'expiry', 'cvc', 'postalCode'];
  const BRAND_LABELS: Record<string, string> = { visa: 'VISA', mastercard: 'MC', amex: 'AMEX', discover: 'DISC' };

  ns.createPaymentElement = (group: ElementsGroupApi, initial: PaymentElementOptions): PaymentElementApi => {
    const uid = `sst-${++ns.ids}`;
    let options: PaymentElementOptions = { ...initial };
    const values: CardValues = { number: '', expiry: '', cvc: '', postalCode: '' };
    values.postalCode = options.defaultValues?.billingDetails?.address?.postal_code ?? '';
    const listeners: Record<string, Listener[]> = {};
    let root: HTMLDivElement | null = null;
    let host: HTMLElement | null = null;
    let destroyed = false;
    let busy = false;
    let hadFocus = false;

    const emit = (type: string, extra: Record<string, unknown> = {}) => {
      for (const fn of [...(listeners[type] ?? [])]) {
        try {
          fn({ elementType: 'payment', ...extra });
        } catch (err) {
          setTimeout(() => {
            throw err;
          });
        }
      }
    };
    const wantsZip = () => {
      const bd = options.fields?.billingDetails;
      if (bd === 'never') return false;
      const address = typeof bd === 'object' ? bd.address : undefined;
      if (address === 'never') return false;
      return !(typeof address === 'object' && address.postalCode === 'never');
    };
    const fields = () => ORDER.filter((name) => name !== 'postalCode' || wantsZip());
    const input = (name: FieldName) => root?.querySelector<HTMLInputElement>(`#${uid}-${name}`) ?? null;
    const showError = (name: FieldName, err: ValidationError | null) => {
      const el = input(name);
      const out = root?.querySelector(`#${uid}-${name}-error`);
      if (!el || !out) return;
      el.setAttribute('aria-invalid', err ? 'true' : 'false');
      out.textContent = err ? err.message : '';
    };
    const isComplete = () => fields().every((name) => !ns.check(name, values, true, new Date()));
    const changed = () => {
      const empty = fields().every((name) => !values[name]);
      emit('change', { empty, complete: isComplete(), collapsed: false, value: { type: 'card' } });
    };
    const updateBrand = () => {
      const badge = root?.querySelector<HTMLElement>('.sst-brand');
      if (!badge) return;
      const brand = ns.brandOf(ns.digits(values.number));
      badge.dataset.brand = brand;
      badge.textContent = BRAND_LABELS[brand] ?? 'CARD';
    };

    function onInput(name: FieldName, el: HTMLInputElement, event: Event) {
      const deleting = /^delete/.test((event as InputEvent).inputType ?? '');
      const caretDigits = ns.digits(el.value.slice(0, el.selectionStart ?? el.value.length)).length;
      const max = ns.maxDigits(name, ns.digits(values.number));
      const formatted = ns.format(name, ns.digits(el.value).slice(0, max), deleting);
      el.value = formatted;
      values[name] = formatted;
      if (document.activeElement === el) {
        let pos = 0;
        for (let seen = 0; pos < formatted.length && seen < caretDigits; pos++) if (/\d/.test(formatted[pos])) seen++;
        if (caretDigits >= ns.digits(formatted).length) pos = formatted.length;
        el.setSelectionRange(pos, pos);
      }
      if (name === 'number') updateBrand();
      // While typing only a value that is already wrong shows an error; incomplete ones wait for blur or submit.
      const err = ns.check(name, values, false, new Date());
      showError(name, err);
      if (ns.digits(formatted).length >= max && !err) {
        const order = fields();
        const next = order[order.indexOf(name) + 1];
        if (next && !values[next]) input(next)?.focus();
      }
      changed();
    }

    function render(target: HTMLElement) {
      const el = ns.buildCardForm(uid, fields(), values, busy || Boolean(options.readOnly));
      for (const name of fields()) {
        const box = el.querySelector<HTMLInputElement>(`#${uid}-${name}`);
        box?.addEventListener('input', (e) => onInput(name, box, e));
        box?.addEventListener('blur', () => {
          if (values[name]) showError(name, ns.check(name, values, true, new Date()));
        });
      }
      el.addEventListener('focusin', () => {
        if (!hadFocus) emit('focus');
        hadFocus = true;
      });
      el.addEventListener('focusout', (e) => {
        if (e.relatedTarget instanceof Node && el.contains(e.relatedTarget)) return;
        hadFocus = false;
        emit('blur');
      });
      target.appendChild(el);
      root = el;
      updateBrand();
      api._applyAppearance();
    }

    const api: PaymentElementApi = {
      mount(target) {
        if (destroyed) throw ns.integrationError('This Element has already been destroyed. Please create a new one.');
        const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
        if (!node)
          throw ns.integrationError(
            `The selector you specified (${typeof target === 'string' ? target : 'node'}) applies to no DOM elements.`,
          );
        if (root) api.unmount();
        host = node;
        emit('loaderstart');
        render(node);
        // After React has attached its listeners (real Stripe is ready once its iframe loads).
        setTimeout(() => {
          if (root) emit('ready');
        }, 50);
      },
      unmount() {
        root?.remove();
        root = null;
        host = null;
      },
      destroy() {
        api.unmount();
        destroyed = true;
        for (const k of Object.keys(listeners)) delete listeners[k];
      },
      on(type, handler) {
        (listeners[type] ??= []).push(handler);
        return api;
      },
      off(type, handler) {
        listeners[type] = handler ? (listeners[type] ?? []).filter((h) => h !== handler) : [];
        return api;
      },
      once(type, handler) {
        const wrapped: Listener = (e) => {
          api.off(type, wrapped);
          handler(e);
        };
        return api.on(type, wrapped);
      },
      update(next) {
        options = { ...options, ...next };
        if (root && host) {
          const target = host;
          api.unmount();
          host = target;
          render(target);
        }
      },
      focus: () => input('number')?.focus(),
      blur: () => (root?.contains(document.activeElement) ? (document.activeElement as HTMLElement).blur() : undefined),
      clear() {
        for (const k of Object.keys(values) as FieldName[]) values[k] = '';
        for (const name of fields()) {
          const el = input(name);
          if (el) el.value = '';
          showError(name, null);
        }
        updateBrand();
        changed();
      },
      collapse: () => undefined,
      _validate() {
        let first: ValidationError | null = null;
        let firstField: FieldName | null = null;
        for (const name of fields()) {
          const err = ns.check(name, values, true, new Date());
          showError(name, err);
          if (err && !first) [first, firstField] = [err, name];
        }
        if (firstField) input(firstField)?.focus();
        return first;
      },
      _card() {
        const number = ns.digits(values.number);
        const expiry = ns.digits(values.expiry);
        return {
          number,
          exp_month: expiry.slice(0, 2),
          exp_year: '20' + expiry.slice(2, 4),
          cvc: ns.digits(values.cvc),
          postal_code: wantsZip() ? ns.digits(values.postalCode) : null,
        };
      },
      _setBusy(next) {
        busy = next;
        root?.setAttribute('aria-busy', String(next));
        root?.querySelectorAll('input').forEach((el) => (el.readOnly = next || Boolean(options.readOnly)));
      },
      _applyAppearance() {
        const vars = group._options().appearance?.variables ?? {};
        const map: Record<string, string> = {
          colorPrimary: '--sst-primary',
          colorText: '--sst-text',
          colorTextSecondary: '--sst-muted',
          colorDanger: '--sst-danger',
          colorBackground: '--sst-bg',
          borderRadius: '--sst-radius',
          fontFamily: '--sst-font',
          fontSizeBase: '--sst-size',
        };
        for (const [name, prop] of Object.entries(map)) {
          if (vars[name]) root?.style.setProperty(prop, vars[name]);
          else root?.style.removeProperty(prop);
        }
      },
      _isMounted: () => root !== null,
      _isDestroyed: () => destroyed,
    };
    return api;
  };
}
