import fc from 'fast-check';
import type { FuzzOperation, JsonSchema } from './openapi-operations';
import { nastyPathId, nastyString, nastyValue, nested, TWO_MIB } from './nasty-values';
import { poisonedBodyArbitrary, poisonings, sweepBase } from './poisoned-bodies';
import { schemaArbitrary } from './schema-arbitrary';

/** One generated HTTP request, as light-my-request (Fastify's inject) takes it. */
export interface FuzzRequest {
  method: FuzzOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What the generator meant to send, for the report of a failure. */
  kind: string;
}

/** Who sends it: signed out (no cookie) or a session of one role. */
export interface FuzzIdentity {
  name: string;
  cookie?: string;
}

type Body = { kind: string; payload?: string; contentType?: string };

/** JSON text of an object whose own keys may include `__proto__` (kept as a plain member). */
function objectJson(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** A body that follows the schema, then one change: a field poisoned or of a wrong value, a field less, a field more. */
function bodyArbitrary(schema: JsonSchema, example?: Record<string, unknown>): fc.Arbitrary<Body> {
  const props = Object.keys(schema.properties ?? {});
  const valid = validBody(schema, example).map((v) => Object.entries((v ?? {}) as Record<string, unknown>));
  const json = (kind: string) => (entries: [string, unknown][]) => ({ kind, payload: objectJson(entries) });
  const field = props.length ? fc.constantFrom(...props) : fc.constant('x');
  const extraKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'isAdmin', 'customerId', 'status', 'userId'),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
  );
  return fc.oneof(
    { arbitrary: valid.map(json('valid body')), weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, field, nastyValue())
        .map(([e, k, v]) => json(`wrong value for ${k}`)([...e.filter(([n]) => n !== k), [k, v]])),
      weight: 5,
    },
    {
      // A valid body with one field poisoned: what gets past the checks in front of a service and
      // reaches its queries and columns (NUL in text, past int4, past the column's length).
      arbitrary: poisonedBodyArbitrary(schema, valid).map((p) => json(p.kind)(p.entries)),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(valid, field).map(([e, k]) => json(`missing ${k}`)(e.filter(([n]) => n !== k))),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(valid, extraKey, nastyValue()).map(([e, k, v]) => json(`extra field ${k}`)([...e, [k, v]])),
      weight: 2,
    },
    {
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ kind: 'any JSON', payload: JSON.stringify(v) })),
      weight: 1,
    },
    { arbitrary: rawBodyArbitrary(), weight: 2 },
    { arbitrary: wrongContentType(valid.map((e) => objectJson(e))), weight: 2 },
  );
}

/**
 * Bodies that follow the schema. With a known valid `example` (a booking form for a chef who
 * exists: rules the schema cannot say), most are the example with some fields regenerated.
 */
function validBody(schema: JsonSchema, example?: Record<string, unknown>): fc.Arbitrary<unknown> {
  if (!example) return schemaArbitrary(schema);
  const mixed = fc.record(
    Object.fromEntries(
      Object.entries(example).map(([k, v]) => {
        const prop = schema.properties?.[k];
        const value = prop
          ? fc.oneof({ arbitrary: fc.constant(v), weight: 9 }, { arbitrary: schemaArbitrary(prop), weight: 1 })
          : fc.constant(v);
        return [k, value];
      }),
    ),
  );
  return fc.oneof({ arbitrary: mixed, weight: 3 }, { arbitrary: schemaArbitrary(schema), weight: 1 });
}

/** Bodies no parser should take: deep nesting, broken JSON, 2 MiB, duplicate keys. */
function rawBodyArbitrary(): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.integer({ min: 33, max: 20_000 }).map((d) => ({
      kind: `JSON nested ${d} levels`,
      payload: '['.repeat(d) + ']'.repeat(d),
    })),
    fc.constant({ kind: 'object nested 5,000 levels', payload: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) }),
    fc.constant({ kind: 'JSON nested 20 levels', payload: JSON.stringify(nested(20)) }),
    fc
      .constantFrom('', '{', '{"a":1,}', 'null', '"text"', '[]', '123', 'true', 'NaN', '\u0000', '{"a":"\\u0000"}')
      .map((payload) => ({ kind: 'not an object', payload })),
    fc.constant({ kind: '2 MiB string', payload: JSON.stringify({ text: 'x'.repeat(TWO_MIB) }) }),
    fc.constant({ kind: 'duplicate keys', payload: '{"status":"confirmed","status":"cancelled","a":1,"a":{}}' }),
    fc.array(fc.integer(), { minLength: 2100, maxLength: 2200 }).map((a) => ({
      kind: 'too many values',
      payload: JSON.stringify(a),
    })),
  );
}

/** A body under another media type than JSON (or JSON under a strange one). */
function wrongContentType(json: fc.Arbitrary<string>): fc.Arbitrary<Body> {
  return fc
    .tuple(
      json,
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        'application/xml',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/vnd.api+json',
        'application/json, text/plain',
        'image/png',
        '',
      ),
    )
    .map(([payload, contentType]) => ({
      kind: `content type '${contentType}'`,
      contentType,
      payload: contentType.startsWith('application/x-www') ? 'status=confirmed&a[b]=1' : payload,
    }));
}

/** A query string: the document's parameters with valid, wrong or missing values, an extra one, a repeated one. */
function queryArbitrary(params: FuzzOperation['queryParams']): fc.Arbitrary<string> {
  const value = (schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: schemaArbitrary(schema).map(String), weight: 3 },
      { arbitrary: nastyString().map((s) => (s.length > 10_000 ? s.slice(0, 10_000) : s)), weight: 2 },
      { arbitrary: nastyValue().map((v) => JSON.stringify(v) ?? ''), weight: 1 },
    );
  const pairs = fc.tuple(
    ...params.map((p) =>
      fc.option(
        fc.oneof(
          { arbitrary: value(p.schema).map((v) => [[p.name, v]]), weight: 5 },
          {
            arbitrary: fc.tuple(value(p.schema), value(p.schema)).map(([a, b]) => [
              [p.name, a],
              [p.name, b],
            ]),
            weight: 1,
          },
          { arbitrary: value(p.schema).map((v) => [[`${p.name}[a]`, v]]), weight: 1 },
        ),
        { nil: [] as string[][] },
      ),
    ),
    fc.option(
      fc.tuple(fc.string({ maxLength: 10 }), nastyString()).map(([k, v]) => [[k, v.slice(0, 1000)]]),
      {
        nil: [],
      },
    ),
  );
  return fc.oneof(
    {
      arbitrary: pairs.map((groups) => new URLSearchParams(groups.flat() as [string, string][]).toString()),
      weight: 9,
    },
    { arbitrary: fc.constantFrom('%', 'a=%ZZ', '&&&', '=1', 'limit', 'cursor=%00', '__proto__[x]=1'), weight: 1 },
  );
}

/** The identity's headers, with the site's Origin mostly; sometimes none or another site's. */
function identityHeaders(identities: FuzzIdentity[], origin: string): fc.Arbitrary<Record<string, string>> {
  return fc
    .tuple(
      fc.constantFrom(...identities),
      fc.oneof(
        { arbitrary: fc.constant({ origin }), weight: 8 },
        { arbitrary: fc.constant({}), weight: 1 },
        { arbitrary: fc.constant({ origin: 'https://evil.example' }), weight: 1 },
        { arbitrary: fc.constant({ 'sec-fetch-site': 'cross-site' }), weight: 1 },
      ),
    )
    .map(([who, from]) => ({ ...(who.cookie ? { cookie: who.cookie } : {}), ...from, 'x-fuzz-identity': who.name }));
}

/**
 * Generated requests for one operation of an OpenAPI document: path ids valid and not,
 * query parameters valid, wrong, repeated and extra, bodies that follow the schema but for
 * one change or that no parser should take, under JSON and other media types; sent by each
 * of `identities` (the x-fuzz-identity header names who, for the report).
 */
export function requestArbitrary(
  op: FuzzOperation,
  opts: { identities: FuzzIdentity[]; origin: string; ids?: number[]; example?: Record<string, unknown> },
): fc.Arbitrary<FuzzRequest> {
  const id = opts.ids?.length
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...opts.ids).map(String), weight: 2 },
        { arbitrary: nastyPathId(), weight: 3 },
      )
    : nastyPathId();
  const path = fc
    .tuple(...op.pathParams.map(() => id))
    .map((values) => op.pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, values[i]), op.path));
  const body: fc.Arbitrary<Body> = op.body
    ? bodyArbitrary(op.body, opts.example)
    : fc.oneof(
        { arbitrary: fc.constant({ kind: 'no body' }), weight: 6 },
        { arbitrary: bodyArbitrary({ type: 'object', properties: { status: { type: 'string' } } }), weight: 1 },
      );
  return fc
    .tuple(
      path,
      fc.option(queryArbitrary(op.queryParams), { nil: '' }),
      body,
      identityHeaders(opts.identities, opts.origin),
    )
    .map(([p, query, b, headers]) => ({
      method: op.method,
      url: query ? `${p}?${query}` : p,
      headers: {
        ...headers,
        ...(b.payload !== undefined ? { 'content-type': b.contentType ?? 'application/json' } : {}),
      },
      ...(b.payload !== undefined ? { payload: b.payload } : {}),
      kind: b.kind,
    }));
}

/** The request of `op` from `identity` with this JSON body (path ids all `id`, the site's Origin). */
function jsonRequest(
  op: FuzzOperation,
  identity: FuzzIdentity,
  origin: string,
  id: string,
  kind: string,
  payload: string,
): FuzzRequest {
  return {
    method: op.method,
    url: op.pathParams.reduce((p, param) => p.replace(`{${param.name}}`, id), op.path),
    headers: {
      ...(identity.cookie ? { cookie: identity.cookie } : {}),
      origin,
      'x-fuzz-identity': identity.name,
      'content-type': 'application/json',
    },
    payload,
    kind,
  };
}

/**
 * The poison sweep of an operation with a JSON body: its valid body (the example, else one from
 * the schema) with each field in turn spoilt by each poison that fits it (poisoned-bodies.ts),
 * so a route that breaks on NUL in one text field is found for certain, not by luck. `probe` is
 * the valid body with one unknown field: any service refuses it, after its guard has let the
 * identity through (401/403 before, 400 after) — the sweep is for identities that get that far.
 */
export function poisonSweep(
  op: FuzzOperation,
  opts: { identity: FuzzIdentity; origin: string; id: string; example?: Record<string, unknown>; seed?: number },
): { probe: FuzzRequest; requests: FuzzRequest[] } {
  if (!op.body) throw new Error(`poisonSweep: ${op.method} ${op.path} takes no body`);
  const base = sweepBase(op.body, opts.example, opts.seed);
  const request = (kind: string, entries: [string, unknown][]) =>
    jsonRequest(op, opts.identity, opts.origin, opts.id, kind, objectJson(entries));
  return {
    probe: request('valid body with an unknown field', [...base, ['fuzzProbe', 1]]),
    requests: poisonings(op.body, base).map((p) => request(p.kind, p.entries)),
  };
}
