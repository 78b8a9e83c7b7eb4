import { useMemo, useState } from 'react';
import type { ClinicianPatient } from '@glyco/contracts';
import { AgpProfileChart } from '../../../components/charts/agp-profile-chart';
import { MetricsPanel } from '../../../components/glucose-metrics/metrics-panel';
import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { windowCaption } from '../../../lib/glucose/window-caption';
import { defaultPeriodDays, lastDays, type PeriodDays } from '../period';
import { usePatientPeriodData } from '../use-patient-period-data';
import { ExportActions } from './export-actions';
import { PatientMetrics } from './patient-metrics';
import { PatientSummary } from './patient-summary';
import { PeriodSelector } from './period-selector';
import { RecentDoses, RecentMeals, RecentReadings } from './recent-entries';

/** The shared data for the chosen period, below the patient's summary. */
export function ClinicianPatientView({ patient }: { patient: ClinicianPatient }) {
  const [days, setDays] = useState<PeriodDays>(defaultPeriodDays);
  const range = useMemo(() => lastDays(days), [days]);
  const { data, loading, error } = usePatientPeriodData(range);
  const unit = patient.glucoseUnit;
  const target = patient.targetGlucoseRange;

  return (
    <div className="space-y-6" aria-busy={loading}>
      <PatientSummary patient={patient} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSelector days={days} onChange={setDays} />
        <ExportActions range={range} />
      </div>
      {error && <ErrorBanner message={error} />}
      {loading && !data && <Spinner label="Loading the shared data..." />}
      {data && (
        <>
          <PatientMetrics metrics={data.glucose.metrics} unit={unit} />
          <Card
            title="24-hour glucose profile (AGP)"
            subtitle={`${windowCaption(data.glucose.metrics.window)} · median, 25–75 % and 5–95 % of readings per 15 minutes, all days overlaid`}
          >
            <AgpProfileChart points={data.glucose.agp} unit={unit} target={target} source={data.glucose.metrics.source} />
          </Card>
          <MetricsPanel metrics={data.glucose.metrics} unit={unit} title="Time in ranges and consensus metrics" />
          <RecentReadings readings={data.readings} unit={unit} target={target} />
          <div className="grid gap-6 xl:grid-cols-2">
            <RecentMeals meals={data.meals} />
            <RecentDoses doses={data.doses} />
          </div>
        </>
      )}
    </div>
  );
}
