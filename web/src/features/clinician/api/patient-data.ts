import { API_ROUTES, type ClinicianPatient, type GlucoseReading, type InsulinDoseList, type MealList, type ReportOverview } from '@glyco/contracts';
import { clinicianApiClient } from '../../../lib/clinician-session';
import { periodQuery, type PeriodRange } from '../period';

/** Each table shows the period's newest ten. */
export const recentRowLimit = 10;

export function getClinicianPatient(): Promise<ClinicianPatient> {
  return clinicianApiClient.call(API_ROUTES.clinician.patient);
}

/** The period's figures and AGP as the server (and the PDF report) computes them. */
export function getPeriodOverview(range: PeriodRange): Promise<ReportOverview> {
  return clinicianApiClient.call(API_ROUTES.reports.overview, { query: periodQuery(range) });
}

/** Newest first. */
export function getRecentReadings(range: PeriodRange): Promise<GlucoseReading[]> {
  return clinicianApiClient.call(API_ROUTES.glucose.list, { query: { ...periodQuery(range), limit: recentRowLimit } });
}

export async function getRecentMeals(range: PeriodRange): Promise<MealList['meals']> {
  return (await clinicianApiClient.call(API_ROUTES.meals.list, { query: { ...periodQuery(range), page: 1, limit: recentRowLimit } })).meals;
}

export async function getRecentDoses(range: PeriodRange): Promise<InsulinDoseList['doses']> {
  return (await clinicianApiClient.call(API_ROUTES.insulin.list, { query: { ...periodQuery(range), page: 1, limit: recentRowLimit } })).doses;
}
