import { useMemo, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useGlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { useAtom } from '../../../lib/jotai';
import { reportDatesAtom } from '../atoms';
import type { PerDayDays } from '../daily-stacks';
import { completeReportDays, daysOf, localToday, reportDatesErrors, reportRange } from '../report-dates';
import { useReportData } from '../use-report-data';
import { ExportReportButton } from './export-report-button';
import { GlucoseTrendsPanel } from './glucose-trends-panel';
import { InsulinUsagePanel } from './insulin-usage-panel';
import { MealAnalysisPanel } from './meal-analysis-panel';
import { ReportDateRange } from './report-date-range';
import { ReportSummaryCards } from './report-summary-cards';
import { ReportTabs } from './report-tabs';

const tabs = [
  { id: 'glucose', label: 'Glucose Trends' },
  { id: 'insulin', label: 'Insulin Usage' },
  { id: 'meals', label: 'Meal Analysis' },
] as const;

export function ReportsView() {
  const preferences = useGlucosePreferences();
  const [dates, setDates] = useAtom(reportDatesAtom);
  const errors = reportDatesErrors(dates);
  const valid = Object.keys(errors).length === 0;
  const range = useMemo(() => (valid ? reportRange(dates) : null), [valid, dates]);
  const days = useMemo(() => (valid ? daysOf(dates) : []), [valid, dates]);
  const { data, loading, error } = useReportData(range);
  // The clock is read on each render: a day that ends while the page is open counts from then on.
  const now = new Date();
  const perDay: PerDayDays = { complete: range ? completeReportDays(range, now) : { dates: [] }, today: localToday(now) };
  const [tab, setTab] = useState<string>('glucose');
  const [dismissed, setDismissed] = useState<string | null>(null);

  return (
    <div className="space-y-6" aria-busy={loading}>
      <PageHeader title="Reports & Analytics" actions={<ExportReportButton range={range} dates={dates} />} />
      <ReportDateRange dates={dates} errors={errors} onChange={setDates} />
      {error && error !== dismissed && <ErrorBanner message={error} onDismiss={() => setDismissed(error)} />}
      {loading && !data && <Spinner label="Loading report..." />}
      {data && (
        <>
          <ReportSummaryCards overview={data.overview} unit={preferences.unit} completeDays={perDay.complete} />
          <ReportTabs tabs={tabs} selected={tab} onSelect={setTab}>
            {tab === 'glucose' && <GlucoseTrendsPanel data={data} {...preferences} />}
            {tab === 'insulin' && <InsulinUsagePanel data={data} days={days} perDay={perDay} />}
            {tab === 'meals' && <MealAnalysisPanel data={data} days={days} perDay={perDay} />}
          </ReportTabs>
        </>
      )}
    </div>
  );
}
