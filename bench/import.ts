import { startTestApp } from '@glyco/testing';
import { measureImport } from './scenarios/import-file';
import { ratio } from './lib/stats';

/** `npx tsx bench/import.ts`: (e) a 90-day Clarity file through the import, beside COPY. */
export async function importBench(): Promise<void> {
  const app = await startTestApp({ roles: ['api', 'projector', 'workers'] });
  try {
    console.log('\n(e) a 90-day Dexcom Clarity export, upload to every screen, beside COPY of the same readings');
    const figures = await measureImport(app);
    console.log(`  ${figures.readings.toLocaleString('en-US')} readings, ${(figures.bytes / 2 ** 20).toFixed(1)} MiB`);
    console.log(`  baseline COPY into a plain table: ${figures.copySeconds.toFixed(2)} s`);
    console.log(`  import, upload to every read model: ${figures.importSeconds.toFixed(1)} s (job ${figures.jobSeconds.toFixed(1)} s): ${ratio(figures.importSeconds, figures.copySeconds)} of COPY`);
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await importBench();
