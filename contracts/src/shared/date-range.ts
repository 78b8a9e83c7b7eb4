import { optionalIsoInstant } from './fields';

export const END_BEFORE_START = 'End date must not be before start date';

/** Optional ISO instants bounding a query. */
export const dateRangeFields = { startDate: optionalIsoInstant, endDate: optionalIsoInstant };

export function endNotBeforeStart(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return !range.startDate || !range.endDate || range.startDate <= range.endDate;
}

/** Refinement options for endNotBeforeStart: the issue is reported on endDate. */
export const END_NOT_BEFORE_START = { message: END_BEFORE_START, path: ['endDate'] };
