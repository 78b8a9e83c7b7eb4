import { loadConfig } from '@glyco/runtime';
import { ninetyDayReport } from '@glyco/testing';
import { createPdfPrinter, renderReportHtml, buildReportView } from '@glyco/workers';
import { ms, percentile } from '../lib/stats';

const RUNS = 7;
const ONE_LINE = '<!doctype html><html><body><p>One line of text.</p></body></html>';

/**
 * (f) The 90-day PDF report (25,920 readings) with a warm browser: building the view, filling the
 * template and printing, against printing one line of text with the same browser (the floor of
 * any PDF). Median of 7 runs after one unmeasured run of each.
 */
export async function measureReportPdf(chromiumPath: string) {
  const printer = createPdfPrinter(chromiumPath);
  const data = ninetyDayReport();
  const printReport = () => printer.print(renderReportHtml(buildReportView(data, new Date())));
  const medianOf = async (work: () => Promise<Buffer>) => {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await work();
      samples.push(performance.now() - started);
    }
    return percentile(samples, 50);
  };
  try {
    await printer.print(ONE_LINE);
    const pages = (await printReport()).toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    return { readings: data.trace.length, pages, baseline: await medianOf(() => printer.print(ONE_LINE)), report: await medianOf(printReport) };
  } finally {
    await printer.close();
  }
}

/** `npm run bench -- report`. */
export async function printReportPdf(): Promise<void> {
  const result = await measureReportPdf(loadConfig().chromiumPath);
  console.log(`\n(f) the ${result.readings.toLocaleString('en-US')}-reading 90-day PDF report (${result.pages} pages) with a warm browser, median of ${RUNS}`);
  console.log(`  baseline: printing one line of text ${ms(result.baseline)}`);
  console.log(`  report: view, template and print ${ms(result.report)} (${(result.report / result.baseline).toFixed(2)}x the baseline)`);
}
