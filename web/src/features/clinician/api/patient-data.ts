import type { ClinicianPatient, GlucoseReading, InsulinDoseList, MealList, ReportOverview } from '@glyco/contracts';
import { clinicianRoutes } from '@glyco/contracts/api-routes/clinician';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import { clinicianApiClient } from '../../../lib/clinician-session';
import { periodQuery, type PeriodRange } from '../period';

/** Each table shows the period's newest ten. */
export const recentRowLimit = 10;

export function getClinicianPatient(): Promise<ClinicianPatient> {
  return clinicianApiClient.call(clinicianRoutes.patient);
}

/** The period's figures and AGP as the server (and the PDF report) computes them. */
export function getPeriodOverview(range: PeriodRange): Promise<ReportOverview> {
  return clinicianApiClient.call(reportRoutes.overview, { query: periodQuery(range) });
}

/** Newest first. */
export function getRecentReadings(range: PeriodRange): Promise<GlucoseReading[]> {
  return clinicianApiClient.call(glucoseRoutes.list, { query: { ...periodQuery(range), limit: recentRowLimit } });
}

export async function getRecentMeals(range: PeriodRange): Promise<MealList['meals']> {
  return (await clinicianApiClient.call(mealRoutes.list, { query: { ...periodQuery(range), page: 1, limit: recentRowLimit } })).meals;
}

export async function getRecentDoses(range: PeriodRange): Promise<InsulinDoseList['doses']> {
  return (await clinicianApiClient.call(insulinRoutes.list, { query: { ...periodQuery(range), page: 1, limit: recentRowLimit } })).doses;
}
