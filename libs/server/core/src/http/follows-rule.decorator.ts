import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { checkField, normalizeField, type FieldRule } from '@chefs/contracts';

/**
 * A DTO property checked by a rule of @chefs/contracts (validation.ts): the value is
 * normalized as the browser's form reads it (trimmed, numeric strings as numbers), refused
 * with the rule's exact message, and documented in the OpenAPI schema from the same rule.
 */
export function FollowsRule(rule: FieldRule): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => normalizeField(rule, value)),
    ValidateBy({
      name: 'followsRule',
      validator: {
        validate: (value: unknown) => checkField(rule, value) === null,
        defaultMessage: (args) => checkField(rule, args?.value) ?? rule.message,
      },
    }),
    ApiProperty({ required: !rule.optional, ...schemaOf(rule) }),
  );
}

interface PropertySchema {
  type?: 'string' | 'number' | 'integer' | 'boolean';
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  isArray?: boolean;
  minItems?: number;
  maxItems?: number;
}

function schemaOf(rule: FieldRule): PropertySchema {
  switch (rule.kind) {
    case 'text':
      return { type: 'string', minLength: rule.minLength, maxLength: rule.maxLength, pattern: rule.pattern?.source };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'number':
      return { type: rule.integer ? 'integer' : 'number', minimum: rule.min, maximum: rule.max };
    case 'choice':
      return { enum: [...rule.values] };
    case 'list':
      return {
        type: 'string',
        isArray: true,
        enum: rule.values ? [...rule.values] : undefined,
        minItems: rule.minItems,
        maxItems: rule.maxItems,
        maxLength: rule.itemMaxLength,
        pattern: rule.itemPattern?.source,
      };
    case 'indexes':
      return { type: 'integer', isArray: true, maxItems: rule.maxItems, minimum: 0, maximum: rule.maxIndex };
    case 'accepted':
      return { type: 'boolean', enum: [true] };
  }
}
