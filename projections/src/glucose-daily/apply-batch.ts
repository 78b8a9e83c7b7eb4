import { GLUCOSE_READING_EVENTS, localDateOf, sourceOfReadingType, type GlucoseReadingLoggedData } from '@glyco/contracts';
import { parseRecorded } from '../engine/parsed-events';
import type { RecordedEvent } from '@glyco/event-store';
import type { BatchContext } from '../engine/projection';
import { applyingStatements, queryTogether } from '../engine/statements';
import { keyOf, planDigests, storedDigestsOf, storedDigestsQuery, type AddedReading, type DayKey, type DigestRow, type TouchedDay } from './day-digests';
import { monthKeyOf, monthOfDay, rollUpMonthsStatements, storedMonthsOf, storedMonthsQuery, type MonthRow } from './month-rollups';
import { saveReadingsStatements, storedReadingsOf, storedReadingsQuery, type ReadingRow, type StoredReading } from './reading-rows';

function storedReadingOf(reading: GlucoseReadingLoggedData, revision: bigint): StoredReading {
  return {
    userId: reading.userId, localDate: localDateOf(Date.parse(reading.timestamp), reading.timezoneOffsetMinutes),
    source: sourceOfReadingType(reading.readingType), readingType: reading.readingType, valueMgdl: reading.valueMgdl,
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

/**
 * The days a batch may only have added readings to are the days of its readings' new states: their
 * stored digests and months are read with the stored readings, in one round trip.
 */
async function readStored(context: BatchContext, events: readonly RecordedEvent[]) {
  const ids = [...new Set(events.map((event) => String(event.data.readingId)))];
  const newDays = new Map<string, DayKey>();
  for (const event of events) {
    const parsed = parseRecorded(GLUCOSE_READING_EVENTS, event);
    if (parsed.type === 'GlucoseReadingDeleted') continue;
    const day = dayOf(storedReadingOf(parsed.data, event.revision));
    newDays.set(keyOf(day), day);
  }
  const days = [...newDays.values()];
  const months = [...new Map(days.map((day) => [monthKeyOf(monthOfDay(day)), monthOfDay(day)])).values()];
  const [readings, digests, monthRows] = await queryTogether(context.read, [
    storedReadingsQuery(context, ids),
    ...(days.length > 0 ? [storedDigestsQuery(context, days), storedMonthsQuery(context, months)] : []),
  ]);
  return {
    readings: storedReadingsOf(readings!.rows as ReadingRow[]),
    digests: storedDigestsOf((digests?.rows ?? []) as DigestRow[]),
    months: storedMonthsOf((monthRows?.rows ?? []) as MonthRow[]),
  };
}

/** A batch's statements: the readings' new states, the days' digests, then the months' rows. */
export async function dailyBatchStatements(context: BatchContext, events: readonly RecordedEvent[]): Promise<string[]> {
  const stored = await readStored(context, events);
  const { readings, days } = foldBatch(events, stored.readings);
  const digests = await planDigests(context, days, stored.digests, readings);
  return [...saveReadingsStatements(context, readings), ...digests.statements, ...rollUpMonthsStatements(context, digests, stored.months)];
}

export const applyDailyBatch = applyingStatements(dailyBatchStatements);
