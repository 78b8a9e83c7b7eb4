import { reportOverviewSchema } from '../reports/responses';
import { csvExportQuerySchema, reportOverviewQuerySchema } from '../reports/schemas';
import { defineRoute } from './define-route';

const tag = 'Reports';
/** The period, and the requester's offset the file is named and drawn in. */
const pdfExportQuerySchema = csvExportQuerySchema.omit({ type: true });

export const reportRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/reports/overview',
    tag,
    summary: 'Report overview of a period',
    caller: 'person',
    clinicianReadable: true,
    query: reportOverviewQuerySchema,
    response: reportOverviewSchema,
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/api/reports/export/csv',
    tag,
    summary: 'CSV export of glucose, meals or insulin (?type=) for a period',
    caller: 'person',
    clinicianReadable: true,
    query: csvExportQuerySchema,
    responseType: 'text/csv',
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/reports/export/pdf',
    tag,
    summary: 'The clinical PDF report of a period',
    caller: 'person',
    clinicianReadable: true,
    query: pdfExportQuerySchema,
    responseType: 'application/pdf',
  }),
} as const;
