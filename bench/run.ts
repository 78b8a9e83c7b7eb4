import os from 'node:os';
import { createPostgresEventStore } from '@glyco/event-store';
import { createTestDatabase } from '@glyco/runtime/testing';
import { migrateProjectionEngine } from '@glyco/projections';
import { startBenchApp, type BenchApp } from './lib/bench-app';
import { startDeployedProduct, type WriteTarget } from './lib/deployed-product';
import { describeCpu } from './lib/cpu';
import { mib } from './lib/rss';
import { ms, perSecond, ratio } from './lib/stats';
import { measureReads } from './scenarios/read-latency';
import { measureRebuild, type RebuildRound } from './scenarios/rebuild-rate';
import { printReportPdf } from './scenarios/report-pdf';
import { measureGetAlone, measureHttpFloor, measureWrites } from './scenarios/write-throughput';
import { importBench } from './import';
import { measureEncryption, measureSealingAlone } from './scenarios/encryption';
import { measureGroupCommit } from './scenarios/group-commit';
import { measureImportLatency } from './scenarios/import-latency';
import { measureV3History } from './scenarios/v3-history';
import { forecastBench } from './forecast/figures';
import { measureLiveStream } from './scenarios/live-stream';

const WRITE_CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,32,128').split(',').map(Number);

async function writesAndReads(parts: { writes: boolean; reads: boolean }): Promise<void> {
  if (parts.writes) {
    const target = process.env.BENCH_PRODUCT === 'one-process' ? await startBenchApp() : await startDeployedProduct();
    try {
      await writes(target);
    } finally {
      await target.close();
    }
  }
  if (!parts.reads) return;
  const app = await startBenchApp();
  try {
    await reads(app);
  } finally {
    await app.close();
  }
}

async function writes(app: WriteTarget): Promise<void> {
  console.log('\n(a) POST /api/glucose against a prepared single-row INSERT into the same database, A B A B');
  console.log(process.env.BENCH_PRODUCT === 'one-process'
    ? '    the product in this process, beside the load (BENCH_PRODUCT=one-process)'
    : '    the product as deployed: the API in one process, the projector and workers in another; the load and the baseline from this one');
  console.log('    the baseline and the API with nothing else running; the lag in rounds of its own (b)');
  console.log('(b) projection lag: POST answered -> listed by a GET, by one more person writing beside the same load;');
  console.log('    every other reading listed with its position sent back, the GET waiting for the list\'s read model');
  const alone = await measureGetAlone(app);
  console.log(`  one GET /api/glucose?limit=5 alone: p50 ${ms(alone.p50)} p99 ${ms(alone.p99)}`);
  for (const clients of WRITE_CLIENTS) {
    const { pairs, lagRounds, lag, readYourWritesLag: ryw, staleness } = await measureWrites(app, clients);
    pairs.forEach(({ baseline, measured }, index) => {
      console.log(`  ${clients} clients, pair ${index + 1}: baseline ${perSecond(baseline.throughput)} (p50 ${ms(baseline.p50)}), API ${perSecond(measured.throughput)} (p50 ${ms(measured.p50)} p99 ${ms(measured.p99)}): ${ratio(measured.throughput, baseline.throughput)}; RSS ${mib(measured.rssBytes ?? 0)}`);
      console.log(`    CPU: ${describeCpu(measured.cpu, measured.count, 'POST')}; baseline ${describeCpu(baseline.cpu, baseline.count, 'INSERT')}`);
    });
    const ratios = pairs.map(({ baseline, measured }) => ratio(measured.throughput, baseline.throughput));
    console.log(`  ${clients} clients: API / baseline by pair ${ratios.join(', ')}`);
    lagRounds.forEach((round, index) => {
      console.log(`  ${clients} clients and the lag probe, round ${index + 1}: API ${perSecond(round.throughput)} (p50 ${ms(round.p50)} p99 ${ms(round.p99)}); RSS ${mib(round.rssBytes ?? 0)}`);
      console.log(`    CPU: ${describeCpu(round.cpu, round.count, 'POST')}`);
    });
    console.log(`  ${clients} clients: lag p50 ${ms(lag.p50)} p95 ${ms(lag.p95)} p99 ${ms(lag.p99)} over ${lag.count} samples`);
    console.log(`  ${clients} clients: read models behind the feed, p50 / p95: ${staleness.map(({ name, p50Ms, p95Ms }) => `${name} ${ms(p50Ms)} / ${ms(p95Ms)}`).join(', ')}`);
    const floor = await measureHttpFloor(app, clients);
    const floorRatios = floor.map(({ baseline, measured }) => `${ratio(measured.throughput, baseline.throughput)} (${perSecond(measured.throughput)} against ${perSecond(baseline.throughput)})`);
    console.log(`  ${clients} clients: the floor, a bare HTTP POST doing the same INSERT in its own process, / baseline by pair ${floorRatios.join(', ')}`);
    floor.forEach(({ measured }, index) => console.log(`    floor CPU, pair ${index + 1}: ${describeCpu(measured.cpu, measured.count, 'POST')}`));
    console.log(`  ${clients} clients: lag with read-your-writes p50 ${ms(ryw.p50)} p95 ${ms(ryw.p95)} p99 ${ms(ryw.p99)} over ${ryw.count} samples`);
  }
}

async function reads(app: BenchApp): Promise<void> {
  console.log('\n(c) reads for a person with years of 5-minute readings (BENCH_READ_YEARS, default 5) among other people');
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
    console.log(`\n(d) rebuild of every read model in one pass over ${result.events.toLocaleString('en-US')} events (loaded in ${result.loadSeconds.toFixed(1)} s)`);
    const thousands = result.events / 1000;
    const cpu = (round: RebuildRound) => describeCpu(round.cpu, thousands, '1,000 events');
    const rows = result.rows.reduce((sum, table) => sum + table.count, 0);
    console.log(`  the rows it writes: ${rows.toLocaleString('en-US')} in ${result.rows.length} tables (${result.rows.map((table) => `${table.table} ${table.count.toLocaleString('en-US')}`).join(', ')})`);
    console.log(`  one narrow row per event (the feed read in pages of 5,000, each page one INSERT): ${perSecond(result.narrowInsert.rate)}; ${cpu(result.narrowInsert)}`);
    console.log(`  first rebuild: ${perSecond(result.firstRebuild.rate)} (${ratio(result.firstRebuild.rate, result.narrowInsert.rate)} of one narrow row per event); ${cpu(result.firstRebuild)}`);
    console.log('  baseline, A B A B: the feed read in pages of 5,000 and the same rows written by INSERTs of 5,000 rows from one array per column, their indexes built after');
    result.pairs.forEach(({ baseline, measured }, index) => {
      console.log(`  pair ${index + 1}: baseline ${perSecond(baseline.rate)} in ${baseline.seconds.toFixed(1)} s, rebuild ${perSecond(measured.rate)} in ${measured.seconds.toFixed(1)} s: ${ratio(measured.rate, baseline.rate)}`);
      console.log(`    CPU: baseline ${cpu(baseline)}; rebuild ${cpu(measured)}`);
    });
  } finally {
    await store.close();
    await database.drop();
  }
}

async function encryption(): Promise<void> {
  console.log('\n(h) sealing personal data (AES-256-GCM, per-person keys): the work alone, then POST /api/glucose sealed against unsealed, A B A B');
  for (const [index, { baseline, measured }] of (await measureSealingAlone()).entries()) {
    console.log(`  append + read back in memory, pair ${index + 1}: bare ${baseline.toFixed(1)} us/event, sealed ${measured.toFixed(1)} us/event: ${measured >= baseline ? '+' : ''}${(measured - baseline).toFixed(1)} us`);
  }
  for (const { clients, pairs } of await measureEncryption(WRITE_CLIENTS.filter((clients) => clients <= 32))) {
    pairs.forEach(({ baseline, measured }, index) => {
      console.log(`  ${clients} clients, pair ${index + 1}: unsealed ${perSecond(baseline.throughput)} (p50 ${ms(baseline.p50)}), sealed ${perSecond(measured.throughput)} (p50 ${ms(measured.p50)}): ${ratio(measured.throughput, baseline.throughput)}`);
    });
  }
}

async function appends(): Promise<void> {
  console.log('\n(g) the event store\'s append (group commit) against one transaction per append, a new stream each, A B A B');
  for (const { clients, pairs } of await measureGroupCommit(WRITE_CLIENTS)) {
    pairs.forEach(({ baseline, measured }, index) => {
      console.log(`  ${clients} clients, pair ${index + 1}: one transaction each ${perSecond(baseline.throughput)} (p50 ${ms(baseline.p50)}), group commit ${perSecond(measured.throughput)} (p50 ${ms(measured.p50)}): ${ratio(measured.throughput, baseline.throughput)}`);
    });
  }
}

async function importLatency(): Promise<void> {
  console.log('\n(i) the API\'s latency while a 31.9 MB Nightscout JSON is imported, against its latency at rest in the same run (the product in one process, as npm start runs it)');
  const figures = await measureImportLatency();
  console.log(`  ${figures.readings.toLocaleString('en-US')} readings, ${(figures.fileBytes / 2 ** 20).toFixed(1)} MiB: ${figures.importStatus} in ${figures.importSeconds.toFixed(1)} s`);
  for (const { route, atRest, duringImport } of figures.routes) {
    console.log(`  GET ${route}: at rest p50 ${ms(atRest.p50)} p99 ${ms(atRest.p99)} (${atRest.count}); during the import p50 ${ms(duringImport.p50)} p99 ${ms(duringImport.p99)} max ${ms(duringImport.max)} (${duringImport.count}): p99 ${ratio(duringImport.p99, atRest.p99)} of at rest`);
  }
}

async function v3History(): Promise<void> {
  console.log('\n(j) the 90-day demo read back through /api/v3/entries/history in pages (as AndroidAPS syncs), against a plain SELECT of the same rows, A B A B');
  const figures = await measureV3History();
  console.log(`  ${figures.readings.toLocaleString('en-US')} readings uploaded and projected in ${figures.loadSeconds.toFixed(1)} s; ${figures.pages} pages`);
  figures.pairs.forEach(({ baseline, measured }, index) => {
    console.log(`  pair ${index + 1}: SELECT ${ms(baseline)}, history ${ms(measured)}: ${ratio(measured, baseline)}`);
  });
}

async function liveStream(): Promise<void> {
  console.log('\n(k) GET /api/live: a reading\'s POST /api/glucose until it arrives on every open stream of its person, with 1, 100 and 1,000 streams open (20 a person), the API and the projector as deployed');
  for (const round of await measureLiveStream((process.env.BENCH_LIVE_STREAMS ?? '1,100,1000').split(',').map(Number))) {
    console.log(`  ${round.streams.toLocaleString('en-US')} streams: p50 ${ms(round.p50)} p99 ${ms(round.p99)} max ${ms(round.max)} over ${round.arrivals} arrivals (baseline, the POST read back by a GET: p50 ${ms(round.readBack.p50)} p99 ${ms(round.readBack.p99)}); the API's RSS grew ${(round.bytesPerStream / 1024).toFixed(1)} KiB a stream`);
  }
}

console.log(`Glyco benchmarks: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
/** `npm run bench -- writes|reads|rebuild|report|import|encryption|appends|import-latency|v3-history|live|forecast` runs one part; no argument runs all. */
const only = process.argv[2];
if (!only || only === 'writes' || only === 'reads') await writesAndReads({ writes: !only || only === 'writes', reads: !only || only === 'reads' });
if (!only || only === 'rebuild') await rebuild();
if (!only || only === 'report') await printReportPdf();
if (!only || only === 'import') await importBench();
if (!only || only === 'encryption') await encryption();
if (!only || only === 'appends') await appends();
if (!only || only === 'import-latency') await importLatency();
if (!only || only === 'v3-history') await v3History();
if (!only || only === 'live') await liveStream();
if (!only || only === 'forecast') forecastBench(process.argv[3] === 'second-source');
