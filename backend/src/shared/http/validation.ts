import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error.js';
import { isCleanString } from './body-guard.js';

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
  isArray: 'field_type',
  arrayMaxSize: 'field_too_many',
  whitelistValidation: 'field_unknown',
};

function flatten(errors: ValidationError[], prefix = ''): ApiError['fields'] {
  const out: NonNullable<ApiError['fields']> = {};
  for (const e of errors) {
    const name = prefix + e.property;
    // A missing field is reported as missing, not as too long or of the wrong type.
    const names = Object.keys(e.constraints ?? {});
    const constraint = names.find((n) => n === 'isDefined' || n === 'isNotEmpty') ?? names[0];
    if (constraint) {
      const ctx = (e.contexts?.[constraint] ?? {}) as Record<string, string | number>;
      out[name] = { code: CODE[constraint] ?? 'field_invalid', params: ctx };
    }
    Object.assign(out, flatten(e.children ?? [], `${name}.`));
  }
  return out;
}

/**
 * `null` means "not given": no request shape of SPEC.md uses null, so dropping null-valued keys
 * makes a required field fail validation and an optional one absent, instead of a TypeError later.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value as object)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/** An id in a path that no record can have (NUL, control characters, half a surrogate pair, absurd length) is simply not found. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const plausibleId = (id: string) => id.length <= 200 && isCleanString(id) && !/[\x00-\x1f\x7f]/.test(id);

const PRIMITIVES = new Set<unknown>([String, Boolean, Number, Array, Object, Buffer]);
const isDto = (metatype: unknown) => typeof metatype === 'function' && !PRIMITIVES.has(metatype);

/** class-validator at the edge; failures become a 400 naming each field, in the caller's language. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param' && typeof value === 'string' && !plausibleId(value)) throw new ApiError(404, 'not_found');
    if (metadata.type === 'body' || metadata.type === 'query') value = withoutNulls(value);
    // A request shape is one object: an array in its place is the wrong type (no body at all stays `{}`).
    if (metadata.type === 'body' && isDto(metadata.metatype) && value != null && (Array.isArray(value) || typeof value !== 'object')) {
      throw new ApiError(400, 'validation_failed', {}, { body: { code: 'field_type' } });
    }
    return super.transform(value, metadata);
  }
}

export const validationPipe = new ApiValidationPipe({
  transform: true,
  whitelist: true,
  forbidNonWhitelisted: false,
  exceptionFactory: (errors) => new ApiError(400, 'validation_failed', {}, flatten(errors)),
});
