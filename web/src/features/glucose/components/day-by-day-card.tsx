import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { fromMgdl, type GlucoseUnit } from '@glyco/contracts';
import { EVENT_COLOURS, GlucoseTraceChart } from '../../../components/charts/glucose-trace-chart';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatTime } from '../../../lib/format';
import { describeTrace, traceChartBuckets, traceReadingCount, traceYDomain } from '../../../lib/glucose/glucose-trace';
import { useSetAtom } from '../../../lib/jotai';
import type { DateRange } from '../api/glucose-readings';
import { periodEndDateAtom, viewPeriodAtom } from '../atoms';
import { daysOfPeriod, type DayOfPeriod } from '../day-by-day';
import { useDayByDay } from '../use-day-by-day';

interface DayByDayCardProps {
  range: DateRange;
  days: number;
  unit: GlucoseUnit;
}

const dayTitle = (date: string) => dayjs(date).format('ddd, MMM D');

function Legend() {
  return (
    <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <span className="inline-flex items-center gap-1">
        <svg aria-hidden="true" width="10" height="10" viewBox="-5 -6 10 10">
          <path d="M0,-6 L5,3 L-5,3 Z" fill={EVENT_COLOURS.meal} />
        </svg>
        Meal
      </span>
      <span className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block h-2 w-2" style={{ backgroundColor: EVENT_COLOURS.dose }} />
        Insulin dose
      </span>
      <span>Line: mean; band: lowest to highest; dots: lows and highs</span>
    </p>
  );
}

function DayChart({ day, yDomain, unit, onOpen }: { day: DayOfPeriod; yDomain: readonly [number, number]; unit: GlucoseUnit; onOpen: () => void }) {
  const data = useMemo(() => traceChartBuckets(day.trace, unit), [day, unit]);
  const band = { min: fromMgdl(day.trace.target.min, unit), max: fromMgdl(day.trace.target.max, unit) };
  const title = dayTitle(day.date);
  const count = traceReadingCount(day.trace);
  return (
    <li className="border-t border-slate-200 py-3 first:border-t-0 dark:border-slate-700">
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        <button type="button" onClick={onOpen} className="text-sm font-medium text-primary-dark hover:underline dark:text-sky-300" aria-label={`Open ${title}`}>
          Open day ›
        </button>
      </div>
      {count === 0 ? (
        <p className="py-4 text-sm text-slate-500 dark:text-slate-400">No readings on this day.</p>
      ) : (
        <ResponsiveChart height={140}>
          {(width, height) => (
            <GlucoseTraceChart
              data={data}
              bucketMinutes={day.trace.bucketMinutes}
              width={width}
              height={height}
              yDomain={yDomain}
              xDomain={[day.start, day.end]}
              band={band}
              formatX={(date) => formatTime(date)}
              unitLabel={unit}
              title={`Glucose on ${title}, with ${day.events.filter((event) => event.kind === 'meal').length} meals and ${day.events.filter((event) => event.kind === 'dose').length} doses marked`}
              description={describeTrace(day.trace, unit)}
              events={day.events}
              compact
            />
          )}
        </ResponsiveChart>
      )}
    </li>
  );
}

function DayList({ range, days, unit }: DayByDayCardProps) {
  const state = useDayByDay(range, days);
  const setPeriod = useSetAtom(viewPeriodAtom);
  const setEndDate = useSetAtom(periodEndDateAtom);
  const loaded = state.status === 'loaded' ? state.data : null;
  const list = useMemo(() => (loaded ? daysOfPeriod(range, loaded.trace, loaded.meals, loaded.doses) : []), [loaded, range]);
  const yDomain = useMemo(() => (loaded ? traceYDomain(loaded.trace, unit) : ([0, 0] as const)), [loaded, unit]);

  function open(date: string) {
    setPeriod('daily');
    setEndDate(date);
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      {state.status === 'loading' && <Spinner label="Loading the days..." />}
      {state.status === 'error' && <p className="text-slate-600 dark:text-slate-400">The days of this period could not be loaded.</p>}
      {loaded && (
        <>
          <Legend />
          <ol aria-label="Days of the period" tabIndex={0} className="max-h-[36rem] overflow-y-auto pr-1">
            {list.map((day) => (
              <DayChart key={day.date} day={day} yDomain={yDomain} unit={unit} onOpen={() => open(day.date)} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** One small chart per day of the period, newest first, each opening that day in the Daily view; loaded when asked for. */
export function DayByDayCard(props: DayByDayCardProps) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm dark:border-slate-600">
      {shown ? 'Hide the days' : 'Show each day'}
    </button>
  );
  return (
    <Card title="Day by Day" subtitle="Each day of the period, with its meals and insulin doses marked at their times under the glucose line" actions={toggle}>
      {shown && <DayList {...props} />}
    </Card>
  );
}
