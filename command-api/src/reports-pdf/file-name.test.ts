import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-name';

describe('reportFileName', () => {
  it('names the PDF by the local dates of the period', () => {
    const range = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-11-14T23:59:59Z') };
    expect(reportFileName(range, 0)).toBe('glyco-report-2026-11-01-to-2026-11-14.pdf');
    expect(reportFileName({ start: new Date('2026-10-31T23:30:00Z'), end: new Date('2026-11-14T22:00:00Z') }, 60)).toBe(
      'glyco-report-2026-11-01-to-2026-11-14.pdf',
    );
  });
});
