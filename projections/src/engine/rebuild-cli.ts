import pg from 'pg';
import { createPostgresEventStore, openPersonKeys, withEncryption } from '@glyco/event-store';
import { loadConfig, resolveKeyEncryptionKey } from '@glyco/runtime';
import { allProjections } from '../registry';
import type { Projection } from './projection';
import { rebuildProjections, type RebuildProgress } from './rebuild';

const PROGRESS_EVERY_MS = 1_000;
const USAGE = 'usage: npm run projections:rebuild -- <projection name> [more names, rebuilt in the same pass]';

function selectProjections(names: readonly string[]): Projection[] {
  if (names.length === 0) throw new Error(`${USAGE}\nprojections: ${listNames()}`);
  return names.map((name) => {
    const projection = allProjections.find((candidate) => candidate.name === name);
    if (!projection) throw new Error(`unknown projection "${name}"; known: ${listNames()}`);
    return projection;
  });
}

function listNames(): string {
  return allProjections.map((projection) => projection.name).join(', ') || '(none registered)';
}

function progressPrinter(): (progress: RebuildProgress) => void {
  let lastPrintAt = 0;
  return ({ read, elapsedMs }) => {
    if (elapsedMs - lastPrintAt < PROGRESS_EVERY_MS) return;
    lastPrintAt = elapsedMs;
    console.log(`${read} events read (${rate(read, elapsedMs)} events/s)`);
  };
}

function rate(applied: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((applied * 1000) / elapsedMs) : 0;
}

async function main(): Promise<void> {
  const projections = selectProjections(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const config = loadConfig();
  const events = createPostgresEventStore({ pool });
  const store = withEncryption(events, { keys: await openPersonKeys(pool, await resolveKeyEncryptionKey(config.keyEncryptionKey, config.dataDir)) });
  try {
    await events.migrate();
    console.log(`rebuilding in one pass over the feed: ${projections.map((projection) => `${projection.name} v${projection.version}`).join(', ')}`);
    const result = await rebuildProjections(pool, store, projections, { onProgress: progressPrinter() });
    const seconds = (result.elapsedMs / 1000).toFixed(1);
    for (const [name, generation] of Object.entries(result.generations)) console.log(`${name}: generation ${generation} is live`);
    console.log(`${result.read} events in ${seconds} s (${rate(result.read, result.elapsedMs)} events/s), ${result.applied} applied`);
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
