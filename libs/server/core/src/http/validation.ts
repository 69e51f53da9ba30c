import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError, type FieldError } from '../errors/domain-error';
import { BODY_MESSAGES } from './json-body';

/** Where the validated value came from: an unknown name is a field of a body, a parameter of a query. */
type Source = ArgumentMetadata['type'];

/** class-validator's own constraints, whose English ("property foo should not exist") no caller should read. */
const UNKNOWN_PROPERTY = 'whitelistValidation';
const NESTED_OBJECT = 'nestedValidation';
const IS_DEFINED = 'isDefined';

const unknownName = (source: Source, field: string): string =>
  source === 'query' ? `Unknown parameter: ${field}` : `Unknown field: ${field}`;

/**
 * The message of one property: an unknown name in plain words; else the message of the
 * decorator written first (top-most), so a DTO reads in priority order (class-validator runs,
 * and lists, a property's decorators bottom-up). Two run out of that order whatever their
 * place: @IsDefined first, so its message wins; the check that a nested DTO's value is an
 * object last, so it speaks (in plain words) only when nothing else does.
 */
function messageOf(e: ValidationError, field: string, source: Source): string | undefined {
  const constraints = e.constraints ?? {};
  if (constraints[UNKNOWN_PROPERTY]) return unknownName(source, field);
  // class-validator checks @IsDefined before every other decorator: a missing value is said first.
  if (constraints[IS_DEFINED]) return constraints[IS_DEFINED];
  const own = Object.entries(constraints)
    .filter(([name]) => name !== NESTED_OBJECT)
    .map(([, message]) => message);
  if (own.length) return own[own.length - 1];
  return constraints[NESTED_OBJECT] ? `${field} must be an object` : undefined;
}

/**
 * One entry per invalid field (nested fields as `a.b`), in plain words (messageOf). Below a
 * property refused already, the items of a value that is no object are not listed again
 * (`keys: [1, 2]` is one error about `keys`, not one per item).
 */
export function flattenValidationErrors(errors: ValidationError[], parent = '', source: Source = 'body'): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const message = messageOf(e, field, source);
    if (message) out.push({ field, message });
    const children = message ? e.children?.filter((c) => !onlyNotAnObject(c)) : e.children;
    if (children?.length) out.push(...flattenValidationErrors(children, field, source));
  }
  return out;
}

const onlyNotAnObject = (e: ValidationError): boolean =>
  !e.children?.length && Object.keys(e.constraints ?? {}).every((name) => name === NESTED_OBJECT);

/** What the exception factory hands the pipe: the errors, turned into words once their source is known. */
class ValidationFailed {
  constructor(readonly errors: ValidationError[]) {}
}

/**
 * whitelist + forbidNonWhitelisted + transform; failures answer 400 with errors[]. A body
 * that is no JSON object (an array, a string, null) is refused as such before a DTO is
 * read from it: class-validator would have named its items as unknown properties ("property
 * 0 should not exist").
 */
class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new ValidationFailed(errors),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const wholeBody = metadata.type === 'body' && metadata.data === undefined;
    if (wholeBody && value !== undefined && this.toValidate(metadata) && !isJsonObject(value))
      throw new DomainError('request.invalid', BODY_MESSAGES.notAnObject);
    try {
      return (await super.transform(value, metadata)) as unknown;
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      const fieldErrors = flattenValidationErrors(error.errors, '', metadata.type);
      throw new DomainError('request.invalid', fieldErrors[0]?.message ?? 'Bad Request', fieldErrors);
    }
  }
}

const isJsonObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe();
}
