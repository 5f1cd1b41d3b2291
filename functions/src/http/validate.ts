/** Request validation with zod: the first problem becomes a 400 with the schema's own message. */
import type { z } from 'zod';
import { ServiceError, inputError } from '../services/errors.ts';

const invalid = (error: z.ZodError) => inputError(error);

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // No body, a JSON array or a bare value: the caller did not send the object we expect.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServiceError('badJson');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** A route parameter, such as `:userType`; a 400 with the schema's message when it is wrong. */
export function parseParam<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}
