/**
 * The validation rules of the spec (docs/product.md §5) as plain data, and one small pure checker:
 * the kinds of rule, checkField and validate. The rule sets of each form, with their exact
 * messages, are in form-rules.ts (the chef application's in application-rules.ts, the customer
 * signup's in signup-rules.ts). The browser forms and the server's DTOs both read them, so the
 * two sides cannot drift. No runtime dependency.
 */
import { MESSAGES } from './messages';
import { isCalendarDate } from './calendar-date';

interface RuleBase {
  /** Missing, null and blank values pass (and normalize to undefined). */
  optional?: boolean;
  /** The message for a missing or wrong value (and for any narrower failure without its own message). */
  message: string;
  /**
   * For a value that is given but wrong (of another type, malformed, not one of the choices, too
   * short), where `message` only says the field is required: "Event date is required" would read
   * wrongly for "2027-02-30", and "Required" for a phone number sent as a number. An empty or
   * missing value still answers `message`. Left out where the spec gives one text for both.
   */
  invalidMessage?: string;
}
/** Trimmed text. */
export interface TextRule extends RuleBase {
  kind: 'text';
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
}
/** An e-mail address (EMAIL_PATTERN, at most 254 characters). */
export interface EmailRule extends RuleBase {
  kind: 'email';
}
/** An absolute http(s) URL. */
export interface UrlRule extends RuleBase {
  kind: 'url';
}
/** A calendar date written YYYY-MM-DD. */
export interface DateRule extends RuleBase {
  kind: 'date';
}
/** A number (a numeric string is read as one). */
export interface NumberRule extends RuleBase {
  kind: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
  minMessage?: string;
  maxMessage?: string;
}
/** One of a fixed set of values (numeric strings are read as numbers when the values are numbers). */
export interface ChoiceRule extends RuleBase {
  kind: 'choice';
  values: readonly (string | number)[];
}
/** A list of texts (trimmed, blanks dropped), optionally from a fixed set. */
export interface ListRule extends RuleBase {
  kind: 'list';
  values?: readonly string[];
  minItems?: number;
  maxItems?: number;
  itemMaxLength?: number;
  /** What every item must match (`invalidMessage`, else the rule's message, otherwise). */
  itemPattern?: RegExp;
}
/** Chosen option indexes, one per question (quiz answers). */
export interface IndexListRule extends RuleBase {
  kind: 'indexes';
  maxItems: number;
  maxIndex: number;
}
/** A box that must be ticked: exactly `true`. */
export interface AcceptedRule extends RuleBase {
  kind: 'accepted';
}
export type FieldRule =
  TextRule | EmailRule | UrlRule | DateRule | NumberRule | ChoiceRule | ListRule | IndexListRule | AcceptedRule;
export type RuleSet = Readonly<Record<string, FieldRule>>;

export interface FieldError {
  field: string;
  message: string;
}

/** What a browser's `<input type="email">` accepts, plus a dotted domain with a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)(?!.*\.@)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;
/** At least 10 digits, written with digits, spaces, + ( ) . and - only. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){10})[+\d\s().-]+$/;
/** Five digits, optionally ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;
const NUMERIC_PATTERN = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** The generic messages the spec allows beside its own (zod's wording). */
export const GENERIC_MESSAGES = {
  required: MESSAGES.generic.required,
  tooLong: (max: number) => `String must contain at most ${max} character(s)`,
  tooManyItems: (max: number) => `Array must contain at most ${max} element(s)`,
  notInteger: 'Expected integer, received float',
} as const;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isHttpUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The value as the rule reads it: texts trimmed, numeric strings as numbers for numbers,
 * lists trimmed with blanks dropped, blank optional values as undefined. Anything it cannot
 * read is returned unchanged (and then fails the check).
 */
export function normalizeField(rule: FieldRule, value: unknown): unknown {
  if (rule.optional && isBlank(value)) return undefined;
  if (typeof value === 'string') {
    const numeric =
      rule.kind === 'number' || (rule.kind === 'choice' && rule.values.every((v) => typeof v === 'number'));
    return numeric && NUMERIC_PATTERN.test(value) ? Number(value) : value.trim();
  }
  if (rule.kind === 'list' && Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.map((v) => v.trim()).filter((v) => v !== '');
  }
  return value;
}

/** The first message the value breaks, or null when it follows the rule. */
export function checkField(rule: FieldRule, raw: unknown): string | null {
  const value = normalizeField(rule, raw);
  if (rule.optional && value === undefined) return null;
  // A value that is there but wrong says so; only an empty one is "required".
  const wrong = isBlank(raw) ? rule.message : (rule.invalidMessage ?? rule.message);
  switch (rule.kind) {
    case 'text':
      if (typeof value !== 'string' || value === '') return wrong;
      if (rule.minLength !== undefined && value.length < rule.minLength) return wrong;
      if (rule.pattern && !rule.pattern.test(value)) return wrong;
      if (rule.maxLength !== undefined && value.length > rule.maxLength)
        return GENERIC_MESSAGES.tooLong(rule.maxLength);
      return null;
    case 'email':
      return typeof value === 'string' && isEmail(value) ? null : wrong;
    case 'url':
      return typeof value === 'string' && isHttpUrl(value) ? null : wrong;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : wrong;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return wrong;
      if (rule.integer && !Number.isInteger(value)) return rule.invalidMessage ?? GENERIC_MESSAGES.notInteger;
      if (rule.min !== undefined && value < rule.min) return rule.minMessage ?? rule.message;
      if (rule.max !== undefined && value > rule.max) return rule.maxMessage ?? rule.message;
      return null;
    case 'choice':
      return (typeof value === 'string' || typeof value === 'number') && rule.values.includes(value) ? null : wrong;
    case 'list':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return wrong;
      // No item left (none given, or only blank ones): the field is missing.
      if (value.length < (rule.minItems ?? 0)) return rule.message;
      if (rule.values && !value.every((v: string) => rule.values?.includes(v))) return wrong;
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        return GENERIC_MESSAGES.tooManyItems(rule.maxItems);
      if (rule.itemMaxLength !== undefined && value.some((v: string) => v.length > (rule.itemMaxLength ?? 0)))
        return GENERIC_MESSAGES.tooLong(rule.itemMaxLength);
      if (rule.itemPattern && !value.every((v: string) => rule.itemPattern?.test(v))) return wrong;
      return null;
    case 'indexes':
      return Array.isArray(value) &&
        value.length <= rule.maxItems &&
        value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= rule.maxIndex)
        ? null
        : wrong;
    case 'accepted':
      return value === true ? null : wrong;
  }
}

/** Every broken rule of `input`, one message per field, in the order of `rules`. */
export function validate(rules: RuleSet, input: Readonly<Record<string, unknown>> | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const message = checkField(rule, input?.[field]);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}

/** The rules of some fields only (one step of a wizard). */
export function pickRules<R extends RuleSet, K extends keyof R & string>(rules: R, fields: readonly K[]): Pick<R, K> {
  return Object.fromEntries(fields.map((f) => [f, rules[f]])) as Pick<R, K>;
}
