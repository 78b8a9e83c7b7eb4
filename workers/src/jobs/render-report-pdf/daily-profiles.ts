import { epochMsOf, localDateOf, localMinuteOfDay, type GlucoseSample } from '@glyco/contracts';
import { dailyProfile, type DayReadings } from './charts/daily-profile';
import type { ReportRequest } from './report-data';

const DAY_MS = 86_400_000;
/** Two printed pages of small multiples at most; longer periods show their last days. */
const MAX_DAYS = 28;

/** One small chart per local day of the period, including the days without readings. */
export function dailyProfiles(readings: readonly GlucoseSample[], request: ReportRequest): { svg: string }[] {
  const offsetMs = request.timezoneOffsetMinutes * 60_000;
  const byDate = new Map<string, DayReadings>();
  for (const date of localDates(request.start.getTime() + offsetMs, request.end.getTime() + offsetMs).slice(-MAX_DAYS)) {
    byDate.set(date, { date, points: [] });
  }
  for (const reading of readings) {
    const at = epochMsOf(reading.timestamp);
    const offset = reading.timezoneOffsetMinutes ?? request.timezoneOffsetMinutes;
    const day = byDate.get(localDateOf(at, offset));
    day?.points.push({ minute: localMinuteOfDay(at, offset), value: reading.value, source: reading.source });
  }
  return [...byDate.values()].map((day) => ({ svg: dailyProfile(day, weekdayLabel(day.date)) }));
}

function localDates(startMs: number, endMs: number): string[] {
  const dates: string[] = [];
  for (let day = Math.floor(startMs / DAY_MS); day * DAY_MS <= endMs; day += 1) dates.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  return dates;
}

function weekdayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
