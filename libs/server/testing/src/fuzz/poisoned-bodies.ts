import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';
import { TWO_MIB } from './nasty-values';
import { schemaArbitrary } from './schema-arbitrary';

/**
 * One way to spoil one field of an otherwise valid body: the realistic bugs are a value
 * that passes a type check and then breaks a column or a query (NUL in text, a string
 * past the column's length, an integer past int4, a fraction for an integer).
 */
export interface Poison {
  name: string;
  /** Whether it fits a field of this schema holding this (valid) value. */
  fits(schema: JsonSchema, value: unknown): boolean;
  apply(value: unknown): unknown;
  /** Sent in one field per body only (a 2 MiB body is refused whole, whichever field holds it). */
  once?: boolean;
}

/** Text past every column (varchar(n), 10,000-character notes) yet under the 64 KiB body limit. */
export const PAST_THE_COLUMN = 60_000;

const isTextField = (s: JsonSchema, v: unknown) =>
  typeof v === 'string' || (Array.isArray(v) && v.length > 0 && typeof v[0] === 'string' && s.type === 'array');
/** `f` applied to the text, or to the first item of a list of texts. */
const inText =
  (f: (text: string) => string) =>
  (v: unknown): unknown =>
    Array.isArray(v) ? [f(String(v[0])), ...(v.slice(1) as unknown[])] : f(String(v));
const insertMiddle = (c: string) => (t: string) => t.slice(0, t.length >> 1) + c + t.slice(t.length >> 1);
const isNumberField = (s: JsonSchema, v: unknown) =>
  typeof v === 'number' || s.type === 'integer' || s.type === 'number';

/** Of another JSON type than the valid value: what a client sending the wrong field type looks like. */
function wrongType(v: unknown): unknown {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return 'true';
  if (Array.isArray(v)) return 'x';
  if (v && typeof v === 'object') return ['x'];
  return {};
}

/**
 * The poisons, in the order the sweep sends them: those a correct service refuses first, those
 * it may accept (and so use up a once-only action, an application per user) last.
 */
export const POISONS: Poison[] = [
  { name: 'NUL inside the text', fits: isTextField, apply: inText(insertMiddle('\u0000')) },
  { name: 'a lone surrogate in the text', fits: isTextField, apply: inText(insertMiddle('\ud800')) },
  { name: 'the wrong JSON type', fits: () => true, apply: wrongType },
  { name: 'null', fits: () => true, apply: () => null },
  { name: '-1', fits: isNumberField, apply: () => -1 },
  { name: '1.5 for a whole number', fits: (s, v) => s.type === 'integer' || Number.isInteger(v), apply: () => 1.5 },
  { name: '2^31 (past int4)', fits: isNumberField, apply: () => 2 ** 31 },
  { name: '1e308', fits: isNumberField, apply: () => 1e308 },
  { name: 'a 2 MiB string', fits: isTextField, apply: inText(() => 'x'.repeat(TWO_MIB)), once: true },
  {
    name: `${PAST_THE_COLUMN.toLocaleString('en-US')} characters`,
    fits: isTextField,
    apply: inText(() => 'x'.repeat(PAST_THE_COLUMN)),
  },
  { name: 'a right-to-left override in the text', fits: isTextField, apply: inText(insertMiddle('\u202e')) },
];

export interface PoisonedBody {
  /** `poisoned <field>: <poison>` */
  kind: string;
  entries: [string, unknown][];
}

/** Every (field, poison) pair that fits `entries`, poison by poison (POISONS' order). */
export function poisonings(schema: JsonSchema, entries: [string, unknown][]): PoisonedBody[] {
  return POISONS.flatMap((poison) => {
    const fields = entries.filter(([k, v]) => poison.fits(schema.properties?.[k] ?? {}, v)).map(([k]) => k);
    return (poison.once ? fields.slice(0, 1) : fields).map((field) => ({
      kind: `poisoned ${field}: ${poison.name}`,
      entries: entries.map(([k, v]): [string, unknown] => (k === field ? [k, poison.apply(v)] : [k, v])),
    }));
  });
}

/** A valid body (from `valid`) with one field poisoned, any fitting pair alike. */
export function poisonedBodyArbitrary(
  schema: JsonSchema,
  valid: fc.Arbitrary<[string, unknown][]>,
): fc.Arbitrary<PoisonedBody> {
  return fc.tuple(valid, fc.nat()).map(([entries, pick]) => {
    const all = poisonings(schema, entries);
    return all.length ? all[pick % all.length] : { kind: 'valid body (nothing to poison)', entries };
  });
}

/**
 * The body the sweep poisons: the example when there is one, else a body generated from the
 * schema with every property present (an optional field is poisoned too).
 */
export function sweepBase(
  schema: JsonSchema,
  example: Record<string, unknown> | undefined,
  seed?: number,
): [string, unknown][] {
  if (example) return Object.entries(example);
  const all: JsonSchema = { ...schema, required: Object.keys(schema.properties ?? {}) };
  const [value] = fc.sample(schemaArbitrary(all), { numRuns: 1, seed });
  return Object.entries((value ?? {}) as Record<string, unknown>);
}
