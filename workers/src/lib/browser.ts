import { chromium, type Browser } from 'playwright-core';

export interface PdfPrinter {
  /** Prints a self-contained HTML page to an A4 PDF. */
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** One Chromium for every job (launching costs more than printing); relaunched if it ever dies. */
export function createPdfPrinter(chromiumPath: string): PdfPrinter {
  let browser: Promise<Browser> | undefined;
  const launch = () => {
    const launching = chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS });
    launching.then((running) => running.on('disconnected', () => (browser = undefined)), () => (browser = undefined));
    return launching;
  };
  return {
    async print(html) {
      const context = await (await (browser ??= launch())).newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        // Reports are self-contained: nothing may load from the network while printing.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await context.close();
      }
    },
    async close() {
      const running = browser;
      browser = undefined;
      if (running) await (await running).close();
    },
  };
}
