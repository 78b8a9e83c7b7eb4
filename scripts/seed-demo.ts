import { createLogger, loadConfig } from '@glyco/runtime';
import { startProduct, type RunningProduct } from '@glyco/server';
import { DEMO_ACCOUNT } from './demo-data/seed';
import { seedDemoInBulk } from './demo-data/bulk-seed';
import { API_ROUTES } from '@glyco/contracts';

const DAYS = Number(process.env.DEMO_DAYS ?? 90);

async function reachable(url: string): Promise<boolean> {
  return fetch(`${url}${API_ROUTES.system.health.path}`).then((response) => response.ok, () => false);
}

/** `npm run seed:demo`: seeds the product at GLYCO_URL when one answers there; otherwise starts it here meanwhile. */
async function main(): Promise<void> {
  const config = loadConfig();
  const url = process.env.GLYCO_URL ?? `http://127.0.0.1:${config.port}`;
  let product: RunningProduct | undefined;
  if (!(await reachable(url))) {
    product = await startProduct({ ...config, port: 0, host: '127.0.0.1' }, createLogger('warn'), ['api', 'projector', 'workers']);
  }
  try {
    const started = Date.now();
    const { counts, doctorAccess } = await seedDemoInBulk(product?.url ?? url, DAYS);
    console.log(`Seeded ${DAYS} days: ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`Sign in at ${url} as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    console.log(`The doctor's view: ${url}/clinician with ${DEMO_ACCOUNT.email} and code ${doctorAccess.code} (until ${doctorAccess.expiresAt}).`);
  } finally {
    await product?.stop();
  }
}

await main();
