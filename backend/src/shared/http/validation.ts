import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error.js';

const CODE: Record<string, string> = {
  isNotEmpty: 'field_required',
  isDefined: 'field_required',
  notBlank: 'field_blank',
  maxLength: 'field_too_long',
  min: 'field_range',
  max: 'field_range',
  isString: 'field_type',
  isBoolean: 'field_type',
  isInt: 'field_type',
  isNumber: 'field_type',
  whitelistValidation: 'field_unknown',
};

function flatten(errors: ValidationError[], prefix = ''): ApiError['fields'] {
  const out: NonNullable<ApiError['fields']> = {};
  for (const e of errors) {
    const name = prefix + e.property;
    const constraint = Object.keys(e.constraints ?? {})[0];
    if (constraint) {
      const ctx = (e.contexts?.[constraint] ?? {}) as Record<string, string | number>;
      out[name] = { code: CODE[constraint] ?? 'field_invalid', params: ctx };
    }
    Object.assign(out, flatten(e.children ?? [], `${name}.`));
  }
  return out;
}

/** class-validator at the edge; failures become a 400 naming each field, in the caller's language. */
export const validationPipe = new ValidationPipe({
  transform: true,
  whitelist: true,
  forbidNonWhitelisted: false,
  exceptionFactory: (errors) => new ApiError(400, 'validation_failed', {}, flatten(errors)),
});
