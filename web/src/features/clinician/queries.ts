import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { clinicianQueryRoot } from '../../lib/clinician-session';
import { logged } from '../../lib/query-client';
import { getClinicianPatient, getPeriodOverview, getRecentDoses, getRecentMeals, getRecentReadings } from './api/patient-data';
import { periodQuery, type PeriodRange } from './period';

/** Under the clinician session's root: the session's start and end remove them all. */
export const clinicianKeys = {
  all: clinicianQueryRoot,
  patient: () => [...clinicianKeys.all, 'patient'] as const,
  period: (range: PeriodRange) => [...clinicianKeys.all, 'period', periodQuery(range)] as const,
};

export const clinicianPatientQuery = () =>
  queryOptions({ queryKey: clinicianKeys.patient(), queryFn: () => getClinicianPatient().catch(logged('Failed to load the patient summary')) });

async function loadPeriod(period: PeriodRange) {
  const [overview, readings, meals, doses] = await Promise.all([getPeriodOverview(period), getRecentReadings(period), getRecentMeals(period), getRecentDoses(period)]);
  return { glucose: { metrics: overview.glucoseStats.metrics, agp: overview.glucoseStats.agp }, readings, meals, doses };
}

/** What the view shows for a period; the last period stays on screen while the next loads. */
export const patientPeriodQuery = (range: PeriodRange) =>
  queryOptions({ queryKey: clinicianKeys.period(range), queryFn: () => loadPeriod(range).catch(logged('Failed to load the shared data')), placeholderData: keepPreviousData });
