import dayjs from 'dayjs';
import type { GlucoseTrace, InsulinDose, Meal } from '@glyco/contracts';
import type { TraceChartEvent } from '../../components/charts/glucose-trace-chart';
import type { DateRange } from './api/glucose-readings';
import { dateInputFormat } from './period';

export interface DayOfPeriod {
  /** YYYY-MM-DD, local. */
  date: string;
  start: Date;
  end: Date;
  /** The day's part of the period's trace. */
  trace: GlucoseTrace;
  events: TraceChartEvent[];
}

const inDay = (start: Date, end: Date) => (timestamp: string) => {
  const at = Date.parse(timestamp);
  return at >= start.getTime() && at <= end.getTime();
};

const mealEvent = (meal: Meal): TraceChartEvent => ({ date: new Date(meal.timestamp), kind: 'meal', label: `${meal.mealType}, ${Math.round(meal.totalCarbs)} g carbs` });
const doseEvent = (dose: InsulinDose): TraceChartEvent => ({ date: new Date(dose.timestamp), kind: 'dose', label: `${dose.insulinType}, ${dose.units} units` });

/** The local days of the period, newest first, each with its buckets, meals and doses. */
export function daysOfPeriod(range: DateRange, trace: GlucoseTrace, meals: readonly Meal[], doses: readonly InsulinDose[]): DayOfPeriod[] {
  const days: DayOfPeriod[] = [];
  for (let day = dayjs(range.end).startOf('day'); !day.isBefore(dayjs(range.start).startOf('day')); day = day.subtract(1, 'day')) {
    const start = day.toDate();
    const end = day.endOf('day').toDate();
    const within = inDay(start, end);
    days.push({
      date: day.format(dateInputFormat),
      start,
      end,
      trace: { ...trace, window: { start: start.toISOString(), end: end.toISOString() }, buckets: trace.buckets.filter((bucket) => within(bucket.start)) },
      events: [...meals.filter((meal) => within(meal.timestamp)).map(mealEvent), ...doses.filter((dose) => within(dose.timestamp)).map(doseEvent)],
    });
  }
  return days;
}
