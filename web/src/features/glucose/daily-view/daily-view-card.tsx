import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fromMgdl, type GlucoseReading, type GlucoseStats } from '@glyco/contracts';
import { DailyChart } from '../../../components/charts/daily/daily-chart';
import { DailyScroller } from '../../../components/charts/daily/daily-scroller';
import type { TreatmentMarker } from '../../../components/charts/daily/treatment-markers';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { chartYDomain, describeReadings, toChartPoints } from '../../../lib/glucose/chart-data';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { useAtom, useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import type { DateRange } from '../api/glucose-readings';
import { periodEndDateAtom } from '../atoms';
import { canStepForward, stepDate } from '../period';
import { DailyLegend } from './daily-legend';
import { dailyViewQuery } from './daily-view-query';
import { recordToOpen } from './open-record';

interface DailyViewCardProps extends GlucosePreferences {
  /** Every reading of the day. */
  readings: readonly GlucoseReading[];
  stats: GlucoseStats | null;
  range: DateRange;
}

const stepButton = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-50 dark:border-slate-600';

function DayStepper() {
  const [endDate, setEndDate] = useAtom(periodEndDateAtom);
  return (
    <div className="flex gap-2">
      <button type="button" className={stepButton} onClick={() => setEndDate(stepDate(endDate, 'daily', -1))} aria-label="Previous day">
        ‹ Day
      </button>
      <button type="button" className={stepButton} onClick={() => setEndDate(stepDate(endDate, 'daily', 1))} disabled={!canStepForward(endDate, 'daily')} aria-label="Next day">
        Day ›
      </button>
    </div>
  );
}

function useOpenTreatment() {
  const navigate = useNavigate();
  const showToast = useSetAtom(showToastAtom);
  return async (marker: TreatmentMarker) => {
    try {
      const { path, state } = await recordToOpen(marker.treatment);
      if (!state) showToast({ type: 'error', message: 'This record was deleted.' });
      else navigate(path, { state });
    } catch {
      showToast({ type: 'error', message: 'The record could not be opened.' });
    }
  };
}

/** The day under review: glucose, carbs, boluses and basal on one time axis, stepping a day at a time. */
export function DailyViewCard({ readings, stats, range, unit, target }: DailyViewCardProps) {
  const { data, isError } = useQuery(dailyViewQuery(range));
  const open = useOpenTreatment();
  const points = useMemo(() => toChartPoints(readings, unit, target), [readings, unit, target]);
  const yDomain = useMemo(() => chartYDomain(readings, unit, target), [readings, unit, target]);
  const band = { min: fromMgdl(target.min, unit), max: fromMgdl(target.max, unit) };
  const day = useMemo(() => [range.start, range.end] as const, [range]);
  const title = `Glucose, carbs, insulin and basal on ${formatDate(range.start)}`;

  return (
    <Card title="Daily View" subtitle={`${formatDate(range.start)}: every reading, with carbs, boluses and basal`} actions={<DayStepper />}>
      <DailyLegend />
      {isError && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">The carbs, insulin and basal of this day could not be loaded.</p>}
      {readings.length === 0 && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">No readings on this day.</p>}
      <DailyScroller label="Daily view, scroll sideways for the whole day">
        {(width) => (
          <DailyChart
            readings={points}
            treatments={data?.treatments ?? []}
            basal={data?.basal ?? []}
            scheduledBasal={data?.scheduledBasal ?? []}
            day={day}
            yDomain={yDomain}
            band={band}
            unitLabel={unit}
            width={width}
            title={title}
            description={describeReadings(readings, unit, stats ?? undefined)}
            onOpenTreatment={(marker) => void open(marker)}
          />
        )}
      </DailyScroller>
    </Card>
  );
}
