import { registerDecorator, type ValidationOptions } from 'class-validator';

/** A string with something besides whitespace (reported as `notBlank`); other types pass to `IsString`. */
export function NotBlank(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'notBlank',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.trim() !== '' },
    });
}

const DECIMAL = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

/**
 * `@Transform` for a number a form may send as text: a decimal string becomes its number; anything
 * else (booleans, blank strings, words) stays as it is and fails `IsNumber`/`IsInt`, where
 * `@Type(() => Number)` would have turned `true` into 1 and `""` into 0.
 */
export const numberFromText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
