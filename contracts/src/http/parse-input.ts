import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { validationError } from './app-errors';

/** Parses untrusted input at the edge; throws a validation AppError with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw validationError(Object.values(errors)[0] ?? 'Invalid request', errors);
}
