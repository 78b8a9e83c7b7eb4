import type pg from 'pg';
import type { AlertReading } from '@glyco/contracts';
import { listGlucoseTrace } from '@glyco/projections';

/** Readings taken up to this long after the evaluated one count as newer: a clock a little ahead. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The person's sensor readings of the lookback up to `reading`, oldest first, with `reading` itself
 * (the read model may not hold it yet), and the newest reading time seen before it.
 */
export async function recentReadings(pool: pg.Pool, userId: string, reading: AlertReading, lookbackMinutes: number, now: number) {
  const samples = await listGlucoseTrace(pool, userId, {
    startDate: new Date(reading.at - lookbackMinutes * 60_000).toISOString(),
    endDate: new Date(now + CLOCK_SKEW_MS).toISOString(),
  });
  const others = samples
    .filter((sample) => sample.source === 'cgm')
    .map((sample) => ({ at: new Date(sample.timestamp).getTime(), mgdl: sample.value }))
    .filter((other) => other.at !== reading.at);
  const newestBefore = others.length === 0 ? null : Math.max(...others.map((other) => other.at));
  const recent = [...others.filter((other) => other.at < reading.at), reading].sort((a, b) => a.at - b.at);
  return { recent, newestBefore };
}
