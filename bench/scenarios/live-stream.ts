import { setTimeout as sleep } from 'node:timers/promises';
import { API_ROUTES } from '@glyco/contracts';
import { openLiveStream, type OpenStream, type TestClient } from '@glyco/testing';
import { signedInClient } from '../lib/bench-app';
import { startDeployedProduct } from '../lib/deployed-product';
import { sampleRss } from '../lib/rss';
import { percentile } from '../lib/stats';

/** The product's cap of open streams a person (LIVE_LIMITS.streamsPerPerson): 1,000 streams are 50 people's. */
const STREAMS_PER_PERSON = 20;
const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 60);
const OPEN_AT_ONCE = 50;

export interface LiveStreamRound {
  streams: number;
  /** From the POST leaving the bench to the reading on each of the person's open streams. */
  p50: number;
  p99: number;
  max: number;
  arrivals: number;
  /** Baseline, the same samples: from the POST until a GET of the list (waiting for its own write, as the web does) answers it. */
  readBack: { p50: number; p99: number };
  /**
   * The API process's resident memory with the streams open, less its memory once the people were
   * registered and before any stream was opened, over their number. Memory freed by then (password
   * hashing) is reused by the streams, so this reads low; a round measured from the one before it
   * read 29 to 34 KiB at 1,000 streams.
   */
  bytesPerStream: number;
}

interface Viewer {
  client: TestClient;
  streams: OpenStream[];
}

/**
 * (k) The product as deployed (the API in one process, the projector in another): N streams open
 * on the API, spread over people 20 a person; one reading at a time is posted for one of them, and
 * timed until it arrives on every stream of that person.
 */
export async function measureLiveStream(counts: readonly number[]): Promise<LiveStreamRound[]> {
  const product = await startDeployedProduct();
  const apiPid = product.processes!.find((process) => process.name === 'API')!.pid;
  try {
    const people: Viewer[] = [];
    while (people.length * STREAMS_PER_PERSON < Math.max(...counts)) people.push({ client: (await signedInClient(product)).client, streams: [] });
    await sleep(1_000);
    // Freed memory is kept and reused, so a later round measured from the one before would read low.
    const idle = sampleRss([apiPid]).stop();
    const rounds: LiveStreamRound[] = [];
    for (const streams of counts) rounds.push(await measureRound(product.url, people, streams, apiPid, idle));
    return rounds;
  } finally {
    await product.close();
  }
}

async function measureRound(url: string, people: Viewer[], streams: number, apiPid: number, idle: number): Promise<LiveStreamRound> {
  const viewers = await openStreams(url, people, streams);
  await sleep(1_000);
  const bytesPerStream = (sampleRss([apiPid]).stop() - idle) / streams;
  const latencies: number[] = [];
  const readBacks: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const timed = await timeOneReading(viewers[sample % viewers.length]!, sample);
    latencies.push(...timed.arrivals);
    readBacks.push(timed.readBack);
  }
  for (const viewer of viewers) for (const stream of viewer.streams.splice(0)) stream.close();
  const readBack = { p50: percentile(readBacks, 50), p99: percentile(readBacks, 99) };
  return { streams, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies), arrivals: latencies.length, bytesPerStream, readBack };
}

async function openStreams(url: string, people: Viewer[], streams: number): Promise<Viewer[]> {
  const wanted = Array.from({ length: streams }, (_, index) => people[Math.floor(index / STREAMS_PER_PERSON)]!);
  for (let start = 0; start < wanted.length; start += OPEN_AT_ONCE) {
    await Promise.all(
      wanted.slice(start, start + OPEN_AT_ONCE).map(async (viewer) => {
        const stream = await openLiveStream(url, viewer.client.token!);
        if (stream.status !== 200) throw new Error(`GET /api/live answered ${stream.status}`);
        viewer.streams.push(stream);
      }),
    );
  }
  return [...new Set(wanted)];
}

async function timeOneReading(viewer: Viewer, sample: number): Promise<{ arrivals: number[]; readBack: number }> {
  const at = new Date(Date.now() - (sample + 1) * 1_000).toISOString();
  const seen = viewer.streams.map((stream) => stream.events.length);
  const sentAt = performance.now();
  const arrived = Promise.all(
    viewer.streams.map((stream, index) =>
      stream.next((received) => received.message.type === 'reading' && received.message.reading.at === at, 10_000, seen[index]).then(() => performance.now() - sentAt),
    ),
  );
  const reading = { value: 100 + (sample % 50), unit: 'mg/dL', timestamp: at, timezoneOffsetMinutes: 0, mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [] };
  const response = await viewer.client.post(API_ROUTES.glucose.log.path, reading);
  if (response.status !== 201) throw new Error(`POST /api/glucose answered ${response.status}`);
  // The client sends back its write's position: the list answers once its read model holds the reading.
  const listed = await viewer.client.get(`${API_ROUTES.glucose.list.path}?limit=1`);
  if (listed.status !== 200) throw new Error(`GET /api/glucose answered ${listed.status}`);
  const readBack = performance.now() - sentAt;
  return { arrivals: await arrived, readBack };
}
