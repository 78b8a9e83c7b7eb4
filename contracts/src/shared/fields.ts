import { z } from 'zod';
import { EARLIEST_INSTANT, LATEST_INSTANT } from './limits';
import { text, tooLongMessage } from './text';

export { tooLongMessage };

/** Reusable field builders: each surfaces the product's own message for each rule. */

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Form inputs arrive as strings: blank means missing, a numeric string means its number. */
function toNumberInput(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** Text that must be given: the shared text rule (see text.ts), then not blank. */
export function requiredString(required: string, label: string, max: number) {
  return text(label, max, required).min(1, required);
}

/** A free-text field under the shared text rule; absent means empty. */
export function optionalText(label: string, max: number) {
  return z
    .preprocess((value) => (value === null ? undefined : value), text(label, max).optional())
    .transform((value) => value ?? '');
}

type NumberRules = (value: z.ZodNumber) => z.ZodNumber;

export function requiredNumber(messages: { required: string; invalid: string }, rules: NumberRules = (value) => value) {
  return z.preprocess(
    toNumberInput,
    rules(z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })),
  );
}

/** A numeric field that may be left blank. */
export function optionalNumber(invalid: string, rules: NumberRules = (value) => value) {
  return z.preprocess(toNumberInput, rules(z.number({ error: invalid })).optional());
}

export function atMostMessage(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString('en-US')}`;
}

/** A number from 0 to `max`; blank or absent means 0. */
export function nonNegativeAmount(label: string, max: number) {
  const rules = (value: z.ZodNumber) => value.min(0, `${label} cannot be negative`).max(max, atMostMessage(label, max));
  return optionalNumber(`${label} must be a number`, rules).transform((value) => value ?? 0);
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, required: string, label: string) {
  const invalid = `${label} must be one of: ${values.join(', ')}`;
  return z.enum(values, { error: (issue) => (isBlank(issue.input) ? required : invalid) });
}

/** An optional filter: blank means no filter. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional());
}

export const INVALID_TIMESTAMP = 'Enter a valid date and time';
export const TOO_EARLY = 'Enter a date after 1 January 1900';
export const TOO_LATE = 'Enter a date before 1 January 3000';

const notTooEarly = (value: string) => value >= EARLIEST_INSTANT.slice(0, value.length);
// By time, not text: a far offset can carry year 9999 into `+010000-…`, which sorts before any year.
const notTooLate = (value: string) => Date.parse(value) < Date.parse(LATEST_INSTANT);

/** An instant with an explicit offset (or Z), normalised to UTC ISO-8601, from 1900 to before 3000. */
export const isoInstant = z
  .iso.datetime({ offset: true, error: INVALID_TIMESTAMP })
  .transform((value) => new Date(value).toISOString())
  .refine(notTooEarly, TOO_EARLY)
  .refine(notTooLate, TOO_LATE);

/** A calendar date, YYYY-MM-DD, from 1900 to before 3000. */
export const isoDate = z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD)' }).refine(notTooEarly, TOO_EARLY).refine(notTooLate, TOO_LATE);

export const optionalIsoDate = z.preprocess((value) => (isBlank(value) ? undefined : value), isoDate.optional());

export function isBlankInput(value: unknown): boolean {
  return isBlank(value);
}

export const optionalIsoInstant = z.preprocess((value) => (isBlank(value) ? undefined : value), isoInstant.optional());

/** Optional ISO instants bounding a query. */
export const dateRangeFields = { startDate: optionalIsoInstant, endDate: optionalIsoInstant };

export const entityId = z.uuid({ error: 'Invalid id' });

/** Lets a client choose the id of what it creates, so a retried POST changes nothing. */
export const clientId = entityId.optional();

/** Minutes east of UTC: local time = UTC instant + offset (the opposite sign of Date#getTimezoneOffset). */
export const timezoneOffsetMinutes = z
  .number({ error: 'Time zone offset must be a number of minutes' })
  .int('Time zone offset must be a whole number of minutes')
  .min(-840, 'Time zone offset must be between -840 and 840 minutes')
  .max(840, 'Time zone offset must be between -840 and 840 minutes');

/** Far beyond any list a person has (a million pages of 10), and an offset PostgreSQL's bigint holds. */
const PAGE_MAX = 1_000_000;

export function pageNumber() {
  return z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(PAGE_MAX, `Page must be at most ${PAGE_MAX.toLocaleString('en-US')}`)
    .default(1);
}

export function pageSize(defaultSize: number, max: number) {
  return z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(max, `Limit must be at most ${max}`)
    .default(defaultSize);
}

/** For cross-field rules: run only when the named fields themselves parsed without issues (and the input was an object at all). */
export function whenFieldsValid(...fields: readonly string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}
