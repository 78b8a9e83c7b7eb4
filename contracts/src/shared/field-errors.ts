import type { z } from 'zod';

/** The key of an issue that concerns the whole body rather than one field. */
export const ROOT_ERROR_KEY = '_root';

/** Dotted field path -> the first message reported for that field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
