import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** 'YYYY-MM-DD' of today + `days` (UTC). */
const isoDate = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fc.integer({ min: -30, max: 400 }).map(isoDate);
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress({ size: 'small' });
  if (s.format === 'uri') return fc.webUrl({ size: 'small' }).map((u) => u.replace(/^http:/, 'https:'));
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small' });
    } catch {
      // A pattern fast-check cannot read (a lookahead): fall back to plain text.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 40, 40)) });
}

function integerArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? -(2 ** 31), -(2 ** 31));
  const max = Math.min(s.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1);
  // Mostly small: the ids of the seeded rows, the first pages, a few guests.
  const small = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 60)) });
  return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
}

/**
 * Values that follow `schema` (enums, ranges, formats, patterns, required members), biased to
 * the small ids and near dates a seeded database has, so generated requests get past
 * validation often enough to reach the services.
 */
export function schemaArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    switch (schema.type ?? 'object') {
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return integerArbitrary(schema);
      case 'number':
        return fc.oneof(
          integerArbitrary(schema),
          fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(schemaArbitrary(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object':
      default:
        if (!schema.properties || depth > 4) return fc.jsonValue({ maxDepth: 1 });
        return fc.record(
          Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, schemaArbitrary(v, depth + 1)])),
          { requiredKeys: (schema.required ?? []).filter((k) => k in schema.properties!) },
        );
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}
