import { LIMITS } from '../shared/limits';

/** Bodies of the API's own errors (the `message` of an ErrorBody). */
export const HTTP_MESSAGES = {
  validationFailed: 'Please correct the highlighted fields.',
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  conflict: 'This was changed by someone else. Please reload and try again.',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'The service is busy or briefly unavailable. Please try again in a few seconds.',
  nestedTooDeeply: `The request body nests objects or arrays more than ${LIMITS.jsonDepthMax} levels deep.`,
} as const;

export function methodNotAllowedMessage(method: string, allowed: string): string {
  return allowed ? `${method} is not allowed here; this route answers ${allowed.split(/,\s*/).join(', ')}.` : `${method} is not supported.`;
}
