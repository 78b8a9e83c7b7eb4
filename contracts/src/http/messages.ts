/** Bodies of the API's own errors (the `message` of an ErrorBody). */
export const HTTP_MESSAGES = {
  validationFailed: 'Please correct the highlighted fields.',
  unauthenticated: 'Authentication required',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  conflict: 'This was changed by someone else. Please reload and try again.',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  internal: 'Something went wrong. Please try again.',
} as const;
