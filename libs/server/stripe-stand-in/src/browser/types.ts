/**
 * Types of the browser script's pieces. Each piece is a self-contained function
 * (`installX(ns)`) serialised into the script with `Function.prototype.toString`, so the
 * pieces share nothing but this namespace object: no imports, no module-level values.
 */
export type Listener = (event: Record<string, unknown>) => void;

export interface ValidationError {
  type: 'validation_error';
  code: string;
  message: string;
}

export type FieldName = 'number' | 'expiry' | 'cvc' | 'postalCode';
export type CardValues = Record<FieldName, string>;

interface CardForConfirm {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  postal_code: string | null;
}

export interface PaymentElementOptions {
  fields?: { billingDetails?: 'never' | 'auto' | { address?: 'never' | 'auto' | { postalCode?: 'never' | 'auto' } } };
  readOnly?: boolean;
  defaultValues?: { billingDetails?: { address?: { postal_code?: string } } };
  [key: string]: unknown;
}

export interface ElementsOptions {
  clientSecret?: string;
  appearance?: { theme?: string; variables?: Record<string, string> };
  [key: string]: unknown;
}

export interface PaymentElementApi {
  mount(target: HTMLElement | string): void;
  unmount(): void;
  destroy(): void;
  on(event: string, handler: Listener): PaymentElementApi;
  off(event: string, handler?: Listener): PaymentElementApi;
  once(event: string, handler: Listener): PaymentElementApi;
  update(options: PaymentElementOptions): void;
  focus(): void;
  blur(): void;
  clear(): void;
  collapse(): void;
  /** Checks every field, shows the errors, focuses the first bad one. */
  _validate(): ValidationError | null;
  _card(): CardForConfirm;
  _setBusy(busy: boolean): void;
  _applyAppearance(): void;
  _isMounted(): boolean;
  _isDestroyed(): boolean;
}

export interface ElementsGroupApi {
  create(type: string, options?: PaymentElementOptions): PaymentElementApi;
  getElement(type: string): PaymentElementApi | null;
  update(options: ElementsOptions): void;
  submit(): Promise<{ error?: ValidationError | StripeJsError; selectedPaymentMethod?: string }>;
  fetchUpdates(): Promise<Record<string, never>>;
  on(event: string, handler: Listener): ElementsGroupApi;
  off(event: string, handler?: Listener): ElementsGroupApi;
  _options(): ElementsOptions;
}

export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  payment_intent?: unknown;
  [key: string]: unknown;
}

export interface StandInNs {
  css: string;
  /** The release train @stripe/stripe-js expects (its RELEASE_TRAIN). */
  version: string;
  /** Where the script came from: the API lives there too. */
  apiBase: string;
  ids: number;
  digits(value: string): string;
  brandOf(number: string): string;
  luhnValid(number: string): boolean;
  maxDigits(field: FieldName, number: string): number;
  format(field: FieldName, value: string, deleting: boolean): string;
  /** An error for one field, or null; `final` also refuses empty and incomplete values. */
  check(field: FieldName, values: CardValues, final: boolean, now: Date): ValidationError | null;
  /** The form's markup for these fields, in the mount node's place (styles injected once). */
  buildCardForm(uid: string, fields: FieldName[], values: CardValues, readOnly: boolean): HTMLDivElement;
  createPaymentElement(group: ElementsGroupApi, options: PaymentElementOptions): PaymentElementApi;
  createElements(options: ElementsOptions): ElementsGroupApi;
  integrationError(message: string): Error;
}
