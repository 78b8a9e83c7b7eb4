import { z } from 'zod';
import { CLOCK_SKEW_TOLERANCE_MS } from './limits';
import { INVALID_TIMESTAMP, isBlankInput, isoInstant } from './fields';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

function notInTheFuture(now: Clock) {
  return (value: string) => Date.parse(value) <= now().getTime() + CLOCK_SKEW_TOLERANCE_MS;
}

const blankAsMissing = (value: unknown) => (isBlankInput(value) ? undefined : value);

/** A required instant that is not later than now (allowing for clock skew), normalised to UTC ISO. */
export function requiredPastInstant(messages: { required: string; inFuture: string }, now: Clock) {
  const required = z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? messages.required : INVALID_TIMESTAMP) });
  return z.preprocess(blankAsMissing, required.pipe(isoInstant)).refine(notInTheFuture(now), messages.inFuture);
}

/** An instant that may be left out (the server then records the time of the request), but never a future one. */
export function optionalPastInstant(inFuture: string, now: Clock = systemClock) {
  return z.preprocess(blankAsMissing, isoInstant.refine(notInTheFuture(now), inFuture).optional());
}
