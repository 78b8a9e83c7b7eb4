import type { ClinicianPatient, GlucoseReading, InsulinDoseList, MealList, ReportOverview } from '@glyco/contracts';
import { clinicianApiClient } from '../../../lib/clinician-session';
import { periodQuery, type PeriodRange } from '../period';

/** Each table shows the period's newest ten. */
export const recentRowLimit = 10;

export function getClinicianPatient(): Promise<ClinicianPatient> {
  return clinicianApiClient.get<ClinicianPatient>('/clinician/patient');
}

/** The period's figures and AGP as the server (and the PDF report) computes them. */
export function getPeriodOverview(range: PeriodRange): Promise<ReportOverview> {
  return clinicianApiClient.get<ReportOverview>('/reports/overview', periodQuery(range));
}

/** Newest first. */
export function getRecentReadings(range: PeriodRange): Promise<GlucoseReading[]> {
  return clinicianApiClient.get<GlucoseReading[]>('/glucose', { ...periodQuery(range), limit: recentRowLimit });
}

export async function getRecentMeals(range: PeriodRange): Promise<MealList['meals']> {
  return (await clinicianApiClient.get<MealList>('/meals', { ...periodQuery(range), page: 1, limit: recentRowLimit })).meals;
}

export async function getRecentDoses(range: PeriodRange): Promise<InsulinDoseList['doses']> {
  return (await clinicianApiClient.get<InsulinDoseList>('/insulin', { ...periodQuery(range), page: 1, limit: recentRowLimit })).doses;
}
