import { GLUCOSE_READING_EVENTS, parseEvent } from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/contracts/event-store';
import type { ProjectionContext } from '../engine/projection';
import { dayKey, loadDayTallies, saveDayTally } from './day-rows';
import { adjustDayTallyInPlace, contributionOf, emptyDayTally, type ReadingContribution } from './day-tally';
import { loadReadings, saveReadings, type StoredReading } from './reading-rows';

interface Change {
  record: ReadingContribution & { userId: string };
  delta: 1 | -1;
}

/**
 * Folds a batch into the readings' last contributions and the changes to their days, in event
 * order; a stale redelivery (revision not newer than the stored one) changes nothing.
 */
export function foldBatch(events: readonly RecordedEvent[], stored: Map<string, StoredReading>) {
  const readings = new Map(stored);
  const touched = new Set<string>();
  const changes: Change[] = [];
  for (const event of events) {
    const parsed = parseEvent(GLUCOSE_READING_EVENTS, event);
    const id = parsed.data.readingId;
    const previous = readings.get(id);
    if (previous && previous.revision >= event.revision) continue;
    if (previous?.live) changes.push({ record: previous, delta: -1 });
    if (parsed.type === 'GlucoseReadingDeleted') {
      if (previous) readings.set(id, { ...previous, live: false, revision: event.revision });
    } else {
      const reading = parsed.data;
      const next: StoredReading = {
        ...contributionOf(reading), userId: reading.userId, takenAt: reading.timestamp,
        timezoneOffsetMinutes: reading.timezoneOffsetMinutes, live: true, revision: event.revision,
      };
      changes.push({ record: next, delta: 1 });
      readings.set(id, next);
    }
    touched.add(id);
  }
  return { readings: [...touched].map((id) => [id, readings.get(id)!] as const), changes };
}

export async function applyDailyBatch(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void> {
  const ids = [...new Set(events.map((event) => String(event.data.readingId)))];
  const { readings, changes } = foldBatch(events, await loadReadings(ctx, ids));
  const days = [...new Map(changes.map(({ record }) => [dayKey(record.userId, record.localDate), record])).values()];
  const tallies = await loadDayTallies(ctx, days);
  for (const { record, delta } of changes) {
    const key = dayKey(record.userId, record.localDate);
    const tally = tallies.get(key) ?? emptyDayTally();
    adjustDayTallyInPlace(tally, record, delta);
    tallies.set(key, tally);
  }
  for (const day of days) await saveDayTally(ctx, day.userId, day.localDate, tallies.get(dayKey(day.userId, day.localDate))!);
  await saveReadings(ctx, readings);
}
