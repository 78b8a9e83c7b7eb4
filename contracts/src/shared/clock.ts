import { z } from 'zod';
import { CLOCK_SKEW_TOLERANCE_MS } from './limits';
import { INVALID_TIMESTAMP, isBlankInput } from './fields';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A required instant that is not later than now (allowing for clock skew), normalised to UTC ISO. */
export function requiredPastInstant(messages: { required: string; inFuture: string }, now: Clock) {
  return z
    .preprocess(
      (value) => (isBlankInput(value) ? undefined : value),
      z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? messages.required : INVALID_TIMESTAMP) }),
    )
    .transform((value) => new Date(value).toISOString())
    .refine((value) => Date.parse(value) <= now().getTime() + CLOCK_SKEW_TOLERANCE_MS, messages.inFuture);
}
