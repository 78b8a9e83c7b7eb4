import { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { HTTP_MESSAGES } from './messages';

/** Every API error: a message, and for validation failures the first message per dotted field path. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function validationErrorBody(error: z.ZodError, message: string = HTTP_MESSAGES.validationFailed): ErrorBody {
  return { message, errors: fieldErrors(error) };
}
