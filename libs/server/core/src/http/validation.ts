import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError, type FieldError } from '../errors/domain-error';

/**
 * One entry per invalid field (nested fields as `a.b`). Its message is the one of the
 * decorator written first (top-most) on the property, so a DTO reads in priority order.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const messages = Object.values(e.constraints ?? {});
    // class-validator runs (and lists) a property's decorators bottom-up.
    if (messages.length) out.push({ field, message: messages[messages.length - 1] });
    if (e.children?.length) out.push(...flattenValidationErrors(e.children, field));
  }
  return out;
}

/** whitelist + forbidNonWhitelisted + transform; failures answer 400 with errors[]. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new DomainError('request.invalid', fieldErrors[0]?.message ?? 'Bad Request', fieldErrors);
    },
  });
}
