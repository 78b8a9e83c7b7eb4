import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@glyco/runtime';
import { createPdfPrinter, renderReportHtml, buildReportView } from '@glyco/workers';
import { ninetyDayReport } from '@glyco/testing';
import { readPdfPages } from './testing/pdf-pages';

const printer = createPdfPrinter(loadConfig().chromiumPath);
afterAll(() => printer.close());

async function printed(days: number) {
  const data = ninetyDayReport(new Date('2026-11-30T23:59:59.999Z'), days);
  return readPdfPages(await printer.print(renderReportHtml(buildReportView(data, new Date('2026-12-01T09:00:00Z')))));
}

describe('the AGP report as printed', () => {
  it('holds the AGP report on page 1 of a 90-day report: metrics with their goals, time in ranges, the AGP and two weeks of days', async () => {
    const { texts } = await printed(90);
    const first = texts[0]!;
    expect(first).toContain('2026-09-02 to 2026-11-30');
    expect(first).toMatch(/Time in range 70-180 mg\/dL\s+[\d.]+ %\s+> 70 %\s+(Met|Not met)/);
    // pdftotext may drop the spaces of a short goal ("<4%").
    expect(first).toMatch(/Time below 70 mg\/dL\s+[\d.]+ %\s+< ?4 ?%\s+(Met|Not met)/);
    expect(first).toMatch(/Glucose Management Indicator \(GMI\)\s+[\d.]+ %\s+< ?7 ?%\s+(Met|Not met)/);
    expect(first).toMatch(/Glucose variability \(CV\)\s+[\d.]+ %\s+≤ ?36 ?%\s+(Met|Not met)/);
    for (const phrase of ['Mean glucose', 'TIME IN RANGES', 'Very high', 'Very low', 'AMBULATORY GLUCOSE PROFILE', 'DAILY GLUCOSE PROFILES, LAST 14 DAYS', 'Mon, Nov 30']) {
      expect(first).toContain(phrase);
    }
    // Every hour label of the AGP whole, the last one too.
    expect(first).toMatch(/12 am\s+3 am\s+6 am\s+9 am\s+12 pm\s+3 pm\s+6 pm\s+9 pm\s+12 am/);
    expect(texts.slice(1).join('')).toMatch(/DAILY DETAIL: WED, SEP 2 TO/);
    expect(texts.at(-1)).toContain('HYPO- AND HYPERGLYCAEMIA EPISODES');
    expect(texts.at(-1)).toContain('Medical disclaimer');
  });

  it('leaves no page more than half blank, whatever the length of the period', async () => {
    for (const days of [1, 14, 30, 90]) {
      const { drawnDepths } = await printed(days);
      expect(drawnDepths.length, `${days} days`).toBeGreaterThanOrEqual(2);
      for (const [page, depth] of drawnDepths.entries()) expect(depth, `${days} days, page ${page + 1}`).toBeGreaterThan(0.5);
    }
  });
});
