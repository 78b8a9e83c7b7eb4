import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { ForecastReading } from '@glyco/contracts';

export const DATA_DIR = new URL('./data/', import.meta.url);

/** The split written in data/SOURCES.md before the first fit. */
export const EVALUATION_SUBJECTS = ['3', '8', '13', '18', '23'];
export const FIT_SUBJECTS = Array.from({ length: 25 }, (_, i) => String(i + 1)).filter((s) => !EVALUATION_SUBJECTS.includes(s));

/** Each subject's readings in time order, from a `subject,timestamp,mgdl` gzip file (local time read as UTC). */
export function loadTraces(file: string): Map<string, ForecastReading[]> {
  const text = gunzipSync(readFileSync(new URL(file, DATA_DIR))).toString('utf8');
  const traces = new Map<string, ForecastReading[]>();
  for (const line of text.split('\n').slice(1)) {
    const [subject, timestamp, value] = line.split(',');
    if (!subject || !timestamp || !value) continue;
    const at = Date.parse(`${timestamp.replace(' ', 'T')}Z`);
    const trace = traces.get(subject) ?? [];
    trace.push({ at, mgdl: Number(value) });
    traces.set(subject, trace);
  }
  for (const trace of traces.values()) trace.sort((a, b) => a.at - b.at);
  return traces;
}

export function pick(traces: Map<string, ForecastReading[]>, subjects: readonly string[]): ForecastReading[][] {
  return subjects.map((s) => {
    const trace = traces.get(s);
    if (!trace) throw new Error(`no subject ${s}`);
    return trace;
  });
}
