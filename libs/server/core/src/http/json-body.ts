import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import { fastifyOf } from '../app/nest-fastify';
import { DomainError } from '../errors/domain-error';
import { frameworkError } from '../errors/framework-errors';

/** The body limit of every route but those marked `@SignedBody(limit)`: the largest form is a few KiB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Deepest nesting of a JSON body (objects and arrays); the DTOs of the product need 3. */
export const MAX_JSON_DEPTH = 32;
/** Most values (object members plus array items, all levels) in one JSON body. */
export const MAX_JSON_VALUES = 2000;

export const BODY_MESSAGES = {
  tooDeep: 'The request body is nested too deeply.',
  tooMany: 'The request body has too many fields.',
  controlCharacters: 'Text must not contain control characters.',
  malformedText: 'Text must be valid Unicode.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  notAnObject: 'The request body must be a JSON object.',
} as const;

const ROUTE_KEY = 'signedBody';

/**
 * A route whose body is a third party's signed payload, read as raw bytes for the
 * signature check (the Stripe webhook): allowed up to `bodyLimit` bytes, and not held to
 * the shape checks below (they guard our DTOs, which this route does not use).
 */
export const SignedBody = (bodyLimit: number): MethodDecorator => RouteConfig({ [ROUTE_KEY]: true, bodyLimit });

/** Control characters (Unicode Cc) but tab, line feed and carriage return, which multi-line text holds. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** In a name (a key, a query or path parameter name): no control character at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * A lone UTF-16 surrogate (`"\ud800"` in JSON): no character at all. Postgres refuses it in
 * json and jsonb (a 500 from the preferences and the chef application, found by the fuzzer).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type BodyProblem =
  { kind: 'tooDeep' } | { kind: 'tooMany' } | { kind: 'controlCharacters' | 'malformedText'; field: string };

/**
 * What makes a parsed JSON value unfit to go on to validation, or null. Iterative, with
 * its own stack, on purpose: class-transformer and class-validator walk a body
 * recursively, and a body nested 20,000 levels deep overflowed the call stack in the
 * validation pipe (a 500, issue 10). This walk cannot overflow, stops at the first
 * problem, and visits at most MAX_JSON_VALUES values. Control characters are refused in
 * every string at any depth: Postgres refuses NUL in text (a 500), and the rest have no
 * business in a form's answer. So are lone surrogates, which are not text at all.
 */
export function findBodyProblem(value: unknown): BodyProblem | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  let values = 0;
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (CONTROL_IN_TEXT.test(item.value)) return { kind: 'controlCharacters', field: item.path };
      if (LONE_SURROGATE.test(item.value)) return { kind: 'malformedText', field: item.path };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH) return { kind: 'tooDeep' };
    const keys = Object.keys(item.value);
    values += keys.length;
    if (values > MAX_JSON_VALUES) return { kind: 'tooMany' };
    for (const key of keys) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (CONTROL_IN_NAME.test(key)) return { kind: 'controlCharacters', field: path };
      if (LONE_SURROGATE.test(key)) return { kind: 'malformedText', field: path };
      stack.push({ value: (item.value as Record<string, unknown>)[key], depth: item.depth + 1, path });
    }
  }
  return null;
}

function problemError(problem: BodyProblem): DomainError {
  if (problem.kind === 'tooDeep' || problem.kind === 'tooMany')
    return new DomainError('request.invalid', BODY_MESSAGES[problem.kind]);
  const message = BODY_MESSAGES[problem.kind];
  return new DomainError('request.invalid', message, problem.field ? [{ field: problem.field, message }] : undefined);
}

const unsupportedMediaType = (): DomainError =>
  new DomainError('request.unsupported_media_type', BODY_MESSAGES.jsonOnly);

/** The API of the product: every BFF route under /api. Other paths (the dev identity provider's sign-in form) are not. */
const isApiPath = (url: string): boolean => /^\/api(\/|\?|$)/.test(url);

/**
 * The body parsing of every app, in place of Nest's: JSON only on /api (form-encoded,
 * multipart and every other type answer 415), at most JSON_BODY_LIMIT bytes (413) unless
 * the route says `@SignedBody(limit)`, parsed by Fastify's own secure JSON parser
 * (`__proto__` and `constructor.prototype` refused), then held to findBodyProblem before
 * any pipe sees it (400 with a plain message). Query and path parameters are held to the
 * same control-character rule. Forms stay possible outside /api: the dev identity
 * provider's sign-in page posts one. Call before the routes are registered.
 */
export function registerBodyParsing(app: NestFastifyApplication, opts: { rawBody: boolean }): void {
  const fastify = fastifyOf(app);
  fastify.addHook('onRoute', (route) => {
    const config = route.config as { [ROUTE_KEY]?: boolean; bodyLimit?: number } | undefined;
    if (config?.[ROUTE_KEY] && typeof config.bodyLimit === 'number') route.bodyLimit = config.bodyLimit;
  });

  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // What Nest's own parser does for `rawBody`: the exact bytes, for a signature check.
    if (opts.rawBody) (request as unknown as { rawBody?: Buffer }).rawBody = body as Buffer;
    const signed = (request.routeOptions.config as { [ROUTE_KEY]?: boolean } | undefined)?.[ROUTE_KEY] === true;
    void parseJson(request, body.toString('utf8'), (err, value: unknown) => {
      // As a domain error here: Nest turns a Fastify error into an HttpException of its message, code dropped.
      if (err) return done(frameworkError(err) ?? err, undefined);
      const problem = signed ? null : findBodyProblem(value);
      return problem ? done(problemError(problem), undefined) : done(null, value);
    });
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (isApiPath(request.url)) return done(unsupportedMediaType(), undefined);
    const form = Object.fromEntries(new URLSearchParams(body.toString()));
    const problem = findBodyProblem(form);
    return problem ? done(problemError(problem), undefined) : done(null, form);
  });
  // Anything else with a body (multipart, text, XML...): the same 415, in the API's words.
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedMediaType(), undefined));

  fastify.addHook('preValidation', async (request) => {
    const problem = findBodyProblem({ ...(request.query as object), ...(request.params as object) });
    if (problem) throw problemError(problem);
  });
}
