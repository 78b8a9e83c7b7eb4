import { z } from 'zod';
import { END_NOT_BEFORE_START, dateRangeFields, endNotBeforeStart } from '../shared/date-range';
import { timezoneOffsetMinutes } from '../shared/fields';
import { CSV_DATASETS } from './enums';

/** Report periods default to the last 7 days. */
export const DEFAULT_REPORT_DAYS = 7;

export const reportOverviewQuerySchema = z.object(dateRangeFields).refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type ReportOverviewQuery = z.output<typeof reportOverviewQuerySchema>;

const exportCommon = { ...dateRangeFields, timezoneOffsetMinutes: z.coerce.number().pipe(timezoneOffsetMinutes).optional() };

/** Path type merged with the query of GET /api/reports/export/{type}. */
export const reportExportRequestSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('pdf'), ...exportCommon }),
    z.object({
      type: z.literal('csv'),
      dataset: z.enum(CSV_DATASETS, { error: `Dataset must be one of: ${CSV_DATASETS.join(', ')}` }),
      ...exportCommon,
    }),
  ], { error: 'Export type must be pdf or csv' })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type ReportExportRequest = z.output<typeof reportExportRequestSchema>;

/** The query of GET /api/reports/export/csv as a client sends it: `type` names the dataset. */
export const csvExportQuerySchema = z.object({
  type: z.enum(CSV_DATASETS, { error: `Type must be one of: ${CSV_DATASETS.join(', ')}` }),
  ...exportCommon,
});
