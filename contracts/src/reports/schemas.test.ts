import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { reportExportRequestSchema } from './schemas';

describe('reportExportRequestSchema', () => {
  it('needs a dataset for CSV only', () => {
    expect(reportExportRequestSchema.parse({ type: 'pdf', startDate: '2024-03-01T00:00:00Z', timezoneOffsetMinutes: '60' })).toEqual({
      type: 'pdf',
      startDate: '2024-03-01T00:00:00.000Z',
      endDate: undefined,
      timezoneOffsetMinutes: 60,
    });
    const result = reportExportRequestSchema.safeParse({ type: 'csv' });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error)).toEqual({ dataset: 'Dataset must be one of: glucose, meals, insulin' });
    expect(reportExportRequestSchema.safeParse({ type: 'xls' }).success).toBe(false);
  });
});
