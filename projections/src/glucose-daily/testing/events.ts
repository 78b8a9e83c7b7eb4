import { randomUUID } from 'node:crypto';
import { sourceOfReadingType, toMgdl, type GlucoseReadingLoggedData, type GlucoseSample, type ReadingType } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';

/** Recorded glucose events with stream revisions, as the projector hands them over (tests only). */
export function eventRecorder() {
  const revisions = new Map<string, bigint>();
  let position = 0n;
  return (type: string, data: Record<string, unknown>): RecordedEvent => {
    const readingId = String(data.readingId);
    const revision = (revisions.get(readingId) ?? -1n) + 1n;
    revisions.set(readingId, revision);
    position += 1n;
    return {
      eventId: randomUUID(), type, schemaVersion: 1, streamId: `glucose_reading-${readingId}`, revision,
      position: { commit: position, prepare: position }, data: { ...data }, metadata: {}, recordedAt: new Date(),
    };
  };
}

export function loggedReading(userId: string, valueMgdl: number, timestamp: string, timezoneOffsetMinutes = 0, readingType: ReadingType = 'CGM'): GlucoseReadingLoggedData {
  return {
    readingId: randomUUID(), userId, valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp, timezoneOffsetMinutes,
    mealContext: 'Fasting', readingType, feeling: 'Normal', notes: '', tags: [],
  };
}

/** The reading as entered in mmol/L. */
export function inMmol(reading: GlucoseReadingLoggedData, mmol: number): GlucoseReadingLoggedData {
  return { ...reading, valueMgdl: toMgdl(mmol, 'mmol/L'), entered: { value: mmol, unit: 'mmol/L' } };
}

export function sampleOf(reading: GlucoseReadingLoggedData): GlucoseSample {
  return { value: reading.valueMgdl, unit: reading.entered.unit, timestamp: reading.timestamp, timezoneOffsetMinutes: reading.timezoneOffsetMinutes, source: sourceOfReadingType(reading.readingType) };
}
