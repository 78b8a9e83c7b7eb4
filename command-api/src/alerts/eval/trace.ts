import { readImportFile } from '@glyco/imports';
import type { ArrivingReading, IngestRecord } from '@glyco/contracts';

/** Sensor readings are what alerts read; finger-sticks and lab values are not a live trace. */
const SENSOR_TYPES = new Set(['CGM']);

/** A file's sensor readings as a live trace: oldest first, each arriving when it was taken. */
export function liveTraceOf(records: readonly IngestRecord[]): ArrivingReading[] {
  return records
    .flatMap((record) => (record.kind === 'reading' && SENSOR_TYPES.has(record.readingType) ? [{ at: Date.parse(record.timestamp), mgdl: record.valueMgdl }] : []))
    .sort((a, b) => a.at - b.at)
    .map((reading) => ({ ...reading, receivedAt: reading.at }));
}

/** Reads any file the import reads (Clarity, LibreView, Nightscout JSON, a Glyco export) into a live trace. */
export async function readTraceFile(bytes: Buffer, fileName: string, timeZone = 'UTC'): Promise<ArrivingReading[]> {
  const parsed = await readImportFile({ bytes, fileName }, { timeZone, now: new Date() });
  return liveTraceOf(parsed.records);
}
