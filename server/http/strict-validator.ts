import type { Static, TSchema } from '@sinclair/typebox';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { ApiError } from '../domain/api-error';

/** Bodies are validated as sent: no coercion, no removal of unknown fields. */
export const strictAjv = addFormats.default(
  new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false }),
);
/** Query strings arrive as text: numbers and booleans are coerced, nothing else. */
export const queryAjv = addFormats.default(
  new Ajv({
    allErrors: true,
    coerceTypes: 'array',
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  }),
);

/** A function that returns the input typed, or throws a VALIDATION envelope naming the fields. */
export function validatorFor<T extends TSchema>(schema: T): (input: unknown) => Static<T> {
  const validate = strictAjv.compile(schema);
  return (input) => {
    if (validate(input)) return input as Static<T>;
    throw validationError(validate.errors ?? []);
  };
}

/** The field an ajv error is about, as a form would name it. */
export function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra =
    (e.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
    (e.params as { additionalProperty?: string }).additionalProperty;
  return [base, extra].filter(Boolean).join('.') || '(body)';
}

export function validationError(errors: readonly ErrorObject[]): ApiError {
  const problems = errors.map((e) => ({ field: fieldOf(e), message: describe(e) }));
  const first = problems[0];
  return new ApiError(
    400,
    'VALIDATION',
    first ? `${first.field}: ${first.message}` : 'The request is not valid',
    problems,
  );
}

function describe(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return 'is not a known field';
  if (e.keyword === 'required') return 'is required';
  return e.message ?? 'is not valid';
}
