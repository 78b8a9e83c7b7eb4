import pg from 'pg';
import { createPostgresEventStore } from '@glyco/contracts/event-store';
import { allProjections } from '../registry';
import type { Projection } from './projection';
import { rebuildProjection, type RebuildProgress } from './rebuild';

const PROGRESS_EVERY_MS = 1_000;
const USAGE = 'usage: npm run projections:rebuild -- <projection name> [more names]';

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

function progressPrinter(name: string): (progress: RebuildProgress) => void {
  let lastPrintAt = 0;
  return ({ applied, elapsedMs }) => {
    if (elapsedMs - lastPrintAt < PROGRESS_EVERY_MS) return;
    lastPrintAt = elapsedMs;
    console.log(`${name}: ${applied} events applied (${rate(applied, elapsedMs)} events/s)`);
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
  const store = createPostgresEventStore({ pool });
  try {
    await store.migrate();
    for (const projection of projections) {
      console.log(`rebuilding ${projection.name} v${projection.version}`);
      const result = await rebuildProjection(pool, store, projection, { onProgress: progressPrinter(projection.name) });
      const seconds = (result.elapsedMs / 1000).toFixed(1);
      console.log(`${projection.name}: generation ${result.generation} is live; ${result.applied} events in ${seconds} s (${rate(result.applied, result.elapsedMs)} events/s)`);
    }
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
