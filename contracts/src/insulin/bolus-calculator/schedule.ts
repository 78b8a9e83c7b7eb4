import { z } from 'zod';
import { localMinuteOfDay } from '../../glucose-metrics/sample';
import { zoneOffsetMinutesAt } from '../../shared/zone-offset';
import { BOLUS_MESSAGES } from './messages';

/**
 * A setting that changes through the day, as an insulin pump holds it: periods that each start at
 * a local time "HH:MM" and run until the next one starts; the first starts at 00:00.
 */
export interface ScheduleEntry {
  start: string;
  value: number;
}
export type Schedule = readonly ScheduleEntry[];

/** Pumps hold up to 24 or 48 periods a day; 24 keeps the form short. */
export const SCHEDULE_MAX_PERIODS = 24;
export const SCHEDULE_DAY_START = '00:00';
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOfStart(start: string): number {
  const match = HH_MM.exec(start);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** The period in force at a local minute of the day: the last one that has started. */
export function entryInForce(schedule: Schedule, minuteOfDay: number): ScheduleEntry {
  let inForce = schedule[0]!;
  for (const entry of schedule) if (minutesOfStart(entry.start) <= minuteOfDay) inForce = entry;
  return inForce;
}

/** Local minutes after midnight at `now` in the person's IANA zone (UTC without one). */
export function localMinuteAt(now: Date, timeZone: string | undefined): number {
  return localMinuteOfDay(now.getTime(), zoneOffsetMinutesAt(timeZone, now));
}

/** A single number is a one-period schedule: older clients and stored settings sent one. */
function asPeriods(value: unknown): unknown {
  const single = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
  return single ? [{ start: SCHEDULE_DAY_START, value }] : value;
}

function checkStarts(entries: readonly { start: string }[], ctx: z.RefinementCtx) {
  if (entries.length === 0) return;
  if (entries[0]!.start !== SCHEDULE_DAY_START) ctx.addIssue({ code: 'custom', path: [0, 'start'], message: BOLUS_MESSAGES.scheduleFirstStart });
  entries.forEach((entry, index) => {
    if (index > 0 && minutesOfStart(entry.start) <= minutesOfStart(entries[index - 1]!.start)) {
      ctx.addIssue({ code: 'custom', path: [index, 'start'], message: BOLUS_MESSAGES.scheduleOrder });
    }
  });
}

/** A schedule as typed: each value checked by `value`, starts in order from 00:00. */
export function scheduleSchema(value: z.ZodType<number>) {
  const entry = z.object({ start: z.string({ error: BOLUS_MESSAGES.scheduleStartInvalid }).regex(HH_MM, BOLUS_MESSAGES.scheduleStartInvalid), value });
  return z.preprocess(
    asPeriods,
    z
      .array(entry, { error: BOLUS_MESSAGES.scheduleRequired })
      .min(1, BOLUS_MESSAGES.scheduleRequired)
      .max(SCHEDULE_MAX_PERIODS, BOLUS_MESSAGES.scheduleTooLong)
      .superRefine(checkStarts),
  );
}

/** As stored: already validated; a single number from before schedules existed is read as one period. */
export const storedScheduleSchema = z.preprocess(asPeriods, z.array(z.object({ start: z.string(), value: z.number() })));
