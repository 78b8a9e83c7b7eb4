import { useMemo } from 'react';
import type { GlucoseReading } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { isLongRange, traceReadingCount } from '../../../lib/glucose/glucose-trace';
import { useGlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { focusedElement, restoreFocus } from '../../../lib/focus-return';
import { useAtomValue, useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { useRecordWrite } from '../../../lib/use-record-write';
import { deleteGlucoseReading } from '../api/glucose-readings';
import { DailyViewCard } from '../daily-view/daily-view-card';
import { periodEndDateAtom, readingFormAtom, viewPeriodAtom } from '../atoms';
import { deleteReadingWithConfirm } from '../delete-reading';
import { periodDays, periodRange, trendCaption } from '../period';
import { useGlucosePeriod } from '../use-glucose-period';
import { ConsensusMetrics } from './consensus-metrics';
import { DayByDayCard } from './day-by-day-card';
import { addReadingButtonId, GlucoseActions } from './glucose-actions';
import { GlucoseSummaryCards } from './glucose-summary-cards';
import { GlucoseTrendChart } from './glucose-trend-chart';
import { PeriodControls } from './period-controls';
import { ReadingFormCard } from './reading-form-card';
import { ReadingHistory } from './reading-history';

export function GlucoseMonitor() {
  const preferences = useGlucosePreferences();
  const period = useAtomValue(viewPeriodAtom);
  const endDate = useAtomValue(periodEndDateAtom);
  const range = useMemo(() => periodRange(endDate, period), [endDate, period]);
  const { readings, trace, stats, episodes, loading } = useGlucosePeriod(range);
  const long = isLongRange(range);
  const total = stats ? stats.readings.cgm + stats.readings.meter : undefined;
  const caption = trace ? trendCaption(range, traceReadingCount(trace), total, trace.bucketMinutes) : trendCaption(range, readings.length, total);
  // A refresh keeps the page as it is (and the focus on it) until the new data arrives.
  const firstLoad = loading && stats === null && readings.length === 0;
  const setForm = useSetAtom(readingFormAtom);
  const showToast = useSetAtom(showToastAtom);
  const deleteReading = useRecordWrite(['glucose'], deleteGlucoseReading);

  function edit(reading: GlucoseReading) {
    // The form's first field takes the focus, which also scrolls the form into view.
    setForm({ mode: 'edit', reading, opener: focusedElement() });
  }

  async function remove(reading: GlucoseReading) {
    const outcome = await deleteReadingWithConfirm(reading._id, (question) => window.confirm(question), deleteReading);
    if (outcome.kind === 'cancelled') return;
    showToast({ type: outcome.kind === 'deleted' ? 'success' : 'error', message: outcome.message });
    if (outcome.kind !== 'deleted') return;
    restoreFocus(addReadingButtonId);
  }

  return (
    <div className="space-y-6" aria-busy={loading}>
      <PageHeader title="Glucose Monitor" actions={<GlucoseActions range={range} onAdd={() => setForm({ mode: 'add', opener: focusedElement() })} />} />
      <ReadingFormCard unit={preferences.unit} />
      <PeriodControls />
      {firstLoad ? (
        <Spinner label="Loading readings..." />
      ) : (
        <>
          {stats ? (
            <GlucoseSummaryCards stats={stats} {...preferences} />
          ) : (
            <p className="text-slate-600 dark:text-slate-400">The figures of this period could not be loaded.</p>
          )}
          {long ? (
            <Card title="Glucose Trend" subtitle={caption}>
              <GlucoseTrendChart readings={readings} trace={trace} long={long} stats={stats} range={range} {...preferences} />
            </Card>
          ) : (
            <DailyViewCard readings={readings} stats={stats} range={range} {...preferences} />
          )}
          {long && <DayByDayCard range={range} days={periodDays[period]} unit={preferences.unit} />}
          <ConsensusMetrics stats={stats} episodes={episodes} unit={preferences.unit} />
          <Card title="Reading History" subtitle="The 10 most recent readings of the period">
            <ReadingHistory readings={readings} {...preferences} onEdit={edit} onDelete={remove} />
          </Card>
        </>
      )}
    </div>
  );
}
