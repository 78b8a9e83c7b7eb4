import os from 'node:os';
import { createPostgresEventStore } from '@glyco/contracts/event-store';
import { createTestDatabase } from '@glyco/contracts/testing';
import { migrateProjectionEngine } from '@glyco/projections';
import { startBenchApp, type BenchApp } from './lib/bench-app';
import { ms, perSecond } from './lib/stats';
import { measureReads } from './scenarios/read-latency';
import { measureRebuild } from './scenarios/rebuild-rate';
import { measureWrites } from './scenarios/write-throughput';

const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}x`;

async function writesAndReads(parts: { writes: boolean; reads: boolean }): Promise<void> {
  const app = await startBenchApp();
  try {
    if (parts.writes) await writes(app);
    if (parts.reads) await reads(app);
  } finally {
    await app.close();
  }
}

async function writes(app: BenchApp): Promise<void> {
  console.log('\n(a) POST /api/glucose against raw single-row INSERTs into the same database');
  console.log('(b) projection lag: append acknowledged -> visible in the glucose_readings read model');
  for (const clients of [8, 32]) {
    const { baseline, api, lag } = await measureWrites(app, clients);
    console.log(`  ${clients} clients: baseline ${perSecond(baseline.throughput)} p50 ${ms(baseline.p50)} p99 ${ms(baseline.p99)}`);
    console.log(`  ${clients} clients: API      ${perSecond(api.throughput)} p50 ${ms(api.p50)} p99 ${ms(api.p99)}  (throughput ${ratio(api.throughput, baseline.throughput)} of baseline, p50 ${ratio(api.p50, baseline.p50)})`);
    console.log(`  ${clients} clients: lag p50 ${ms(lag.p50)} p99 ${ms(lag.p99)}`);
  }
}

async function reads(app: BenchApp): Promise<void> {
  console.log('\n(c) reads for a person with a year of 5-minute readings among other people');
  const result = await measureReads(app);
  console.log(`  loaded and projected in ${result.loadSeconds.toFixed(1)} s`);
  const baseline = result.rows[0]!;
  for (const row of result.rows) {
    console.log(`  ${row.name}: p50 ${ms(row.p50)} p95 ${ms(row.p95)} p99 ${ms(row.p99)} (p95 ${ratio(row.p95, baseline.p95)} of baseline)`);
  }
}

async function rebuild(): Promise<void> {
  const database = await createTestDatabase();
  const store = createPostgresEventStore({ pool: database.pool });
  try {
    await store.migrate();
    await migrateProjectionEngine(database.pool);
    const result = await measureRebuild(database.pool, store);
    console.log(`\n(d) rebuild of every read model from ${result.events.toLocaleString('en-US')} events (loaded in ${result.loadSeconds.toFixed(1)} s)`);
    console.log(`  baseline: reading the feed ${perSecond(result.feedReadRate)}`);
    for (const projection of result.projections) {
      console.log(`  ${projection.name}: ${projection.applied.toLocaleString('en-US')} applied in ${projection.seconds.toFixed(1)} s, ${perSecond(projection.rate)}`);
    }
    console.log(`  all read models: ${perSecond(result.totalRate)} (${ratio(result.totalRate, result.feedReadRate)} of the feed read rate)`);
  } finally {
    await store.close();
    await database.drop();
  }
}

console.log(`Glyco benchmarks: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
/** `npm run bench -- writes|reads|rebuild` runs one part; no argument runs all. */
const only = process.argv[2];
if (!only || only === 'writes' || only === 'reads') await writesAndReads({ writes: !only || only === 'writes', reads: !only || only === 'reads' });
if (!only || only === 'rebuild') await rebuild();
