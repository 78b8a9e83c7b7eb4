import { GLUCOSE_READING_EVENTS, localDateOf, sourceOfReadingType, streamIds, type GlucoseReadingLoggedData } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';
import type { ProjectionContext } from '../engine/projection';
import { opensRecordStream } from '../engine/record-streams';
import { parseRecorded } from '../engine/parsed-events';
import { digestDays, keyOf, type AddedReading, type DayKey, type TouchedDay } from './day-digests';
import { rollUpMonths } from './month-rollups';
import { loadReadings, saveReadings, type StoredReading } from './reading-rows';

function storedReadingOf(reading: GlucoseReadingLoggedData, revision: bigint): StoredReading {
  return {
    userId: reading.userId, localDate: localDateOf(Date.parse(reading.timestamp), reading.timezoneOffsetMinutes),
    source: sourceOfReadingType(reading.readingType), readingType: reading.readingType, valueMgdl: reading.valueMgdl, unit: reading.entered.unit, sensorLimit: reading.sensorLimit ?? null,
    takenAt: reading.timestamp, timezoneOffsetMinutes: reading.timezoneOffsetMinutes, live: true, revision,
  };
}

const dayOf = (reading: StoredReading): DayKey => ({ userId: reading.userId, localDate: reading.localDate, source: reading.source });

/**
 * Folds a batch, in event order, into the readings' new states and the days whose readings
 * changed (a reading's old day and its new one); a stale redelivery (revision not newer than the
 * stored one) changes nothing. A day the batch only added readings to says which (`added`).
 */
export function foldBatch(events: readonly RecordedEvent[], stored: ReadonlyMap<string, StoredReading>) {
  const readings = new Map(stored);
  const changed = new Set<string>();
  const days = new Map<string, TouchedDay>();
  const touch = (reading: StoredReading | undefined, added?: AddedReading) => {
    if (!reading?.live) return;
    const key = keyOf(dayOf(reading));
    const day = days.get(key) ?? { ...dayOf(reading), added: [] };
    if (added && day.added) day.added.push(added);
    else day.added = undefined;
    days.set(key, day);
  };
  for (const event of events) {
    const parsed = parseRecorded(GLUCOSE_READING_EVENTS, event);
    const id = parsed.data.readingId;
    const previous = readings.get(id);
    if (previous && previous.revision >= event.revision) continue;
    touch(previous);
    if (parsed.type === 'GlucoseReadingDeleted') {
      if (!previous) continue;
      readings.set(id, { ...previous, live: false, revision: event.revision });
    } else {
      const reading = storedReadingOf(parsed.data, event.revision);
      readings.set(id, reading);
      touch(reading, previous ? undefined : [id, reading]);
    }
    changed.add(id);
  }
  return { readings: [...changed].map((id) => [id, readings.get(id)!] as const), days: [...days.values()] };
}

const idsOf = (events: readonly RecordedEvent[]) => [...new Set(events.map((event) => String(event.data.readingId)))];

const logsNewReading = (event: RecordedEvent) => opensRecordStream(event, streamIds.glucoseReading(String(event.data.readingId)));

/**
 * Looks up only the readings whose stream the batch does not open: the others have no stored
 * state until their first event is applied. Should one of them exist after all (a batch delivered
 * again), the batch is folded again over every reading stored before it.
 */
export async function applyDailyBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const ids = idsOf(events);
  const lookedUp = idsOf(events.filter((event) => !logsNewReading(event)));
  let stored = await loadReadings(ctx, lookedUp);
  let folded = foldBatch(events, stored);
  const refold = async (inserted: ReadonlySet<string>) => {
    stored = await loadReadings(ctx, ids.filter((id) => !inserted.has(id)));
    folded = foldBatch(events, stored);
    return folded;
  };
  await saveReadings(ctx, folded.readings, stored, lookedUp.length < ids.length ? refold : undefined);
  await rollUpMonths(ctx, await digestDays(ctx, folded.days));
}
