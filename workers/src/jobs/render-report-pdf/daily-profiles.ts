import { epochMsOf, localMinuteOfDay, type GlucoseSample } from '@glyco/contracts';
import type { DosePoint, MealPoint } from '@glyco/projections';
import type { DayReadings } from './charts/week-strip';
import type { ReportRequest } from './report-data';

const DAY_MS = 86_400_000;

/** One entry per local day of the period, including the days without readings, with their meals and doses. */
export function periodDays(readings: readonly GlucoseSample[], doses: readonly DosePoint[], meals: readonly MealPoint[], request: ReportRequest): DayReadings[] {
  const offset = request.timezoneOffsetMinutes;
  const localDay = (epochMs: number, offsetMinutes: number) => Math.floor((epochMs + offsetMinutes * 60_000) / DAY_MS);
  const firstDay = localDay(request.start.getTime(), offset);
  const days: DayReadings[] = [];
  for (let day = firstDay; day <= localDay(request.end.getTime(), offset); day += 1) {
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    days.push({ date, label: weekdayLabel(date), points: [], meals: [], doses: [] });
  }
  // Each record by arithmetic on its instant: a 90-day report places 25,920 readings.
  const place = (timestamp: string | number | Date, ownOffset: number) => {
    const at = epochMsOf(timestamp);
    return { day: days[localDay(at, ownOffset) - firstDay], minute: localMinuteOfDay(at, ownOffset) };
  };
  for (const reading of readings) {
    const { day, minute } = place(reading.timestamp, reading.timezoneOffsetMinutes ?? offset);
    day?.points.push({ minute, value: reading.value, source: reading.source, unit: reading.unit });
  }
  for (const meal of meals) {
    const { day, minute } = place(meal.timestamp, offset);
    day?.meals.push({ minute, carbs: meal.totalCarbs });
  }
  for (const dose of doses) {
    const { day, minute } = place(dose.timestamp, offset);
    day?.doses.push({ minute, units: dose.units, insulinType: dose.insulinType });
  }
  return days;
}

/** Consecutive runs of seven days from the first, the last run possibly shorter. */
export function weeksOf<T>(days: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, index) => days.slice(index * 7, index * 7 + 7));
}

const WEEKDAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function weekdayLabel(date: string): string {
  return WEEKDAY_LABEL.format(new Date(`${date}T00:00:00Z`));
}
