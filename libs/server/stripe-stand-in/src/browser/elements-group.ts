import type { ElementsGroupApi, ElementsOptions, PaymentElementApi, StandInNs } from './types';

/** Browser piece: `stripe.elements(options)`, the group that owns the Payment Element. */
export function installElements(ns: StandInNs): void {
  ns.createElements = (initial: ElementsOptions): ElementsGroupApi => {
    let options: ElementsOptions = { ...initial };
    const created: Record<string, PaymentElementApi> = {};
    const live = (type: string) => {
      const el = created[type];
      return el && !el._isDestroyed() ? el : null;
    };

    const group: ElementsGroupApi = {
      create(type, elementOptions = {}) {
        if (type !== 'payment')
          throw ns.integrationError(
            `The local Stripe stand-in only renders the Payment Element; "${type}" is not supported.`,
          );
        if (live(type)) throw ns.integrationError(`Can only create one Element of type ${type}.`);
        created[type] = ns.createPaymentElement(group, elementOptions);
        return created[type];
      },
      getElement: (type) => live(type),
      update(next) {
        options = { ...options, ...next };
        live('payment')?._applyAppearance();
      },
      async submit() {
        const el = live('payment');
        if (!el || !el._isMounted())
          return {
            error: {
              type: 'invalid_request_error',
              code: 'element_not_mounted',
              message: 'elements.submit(): the Payment Element is not mounted.',
            },
          };
        const error = el._validate();
        return error ? { error } : { selectedPaymentMethod: 'card' };
      },
      fetchUpdates: async () => ({}),
      on: () => group,
      off: () => group,
      _options: () => options,
    };
    return group;
  };
}
