// The zod fields live in fields.ts, so a screen that only checks a range's order does not load zod.
export { dateRangeFields } from './fields';

export const END_BEFORE_START = 'End date must not be before start date';

export function endNotBeforeStart(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return !range.startDate || !range.endDate || range.startDate <= range.endDate;
}

/** Refinement options for endNotBeforeStart: the issue is reported on endDate. */
export const END_NOT_BEFORE_START = { message: END_BEFORE_START, path: ['endDate'] };
