import type { ClinicianPatient, GlucoseReading, GlucoseStats, InsulinDoseList, MealList } from '@glyco/contracts';
import { clinicianApiClient } from '../../../lib/clinician-session';
import { periodQuery, type PeriodRange } from '../period';

/** Each table shows the period's newest ten. */
export const recentRowLimit = 10;

/** The API's cap: 90 days of 5-minute CGM data exceed it, and the profile then draws the newest readings. */
const profileReadingLimit = 10_000;

export function getClinicianPatient(): Promise<ClinicianPatient> {
  return clinicianApiClient.get<ClinicianPatient>('/clinician/patient');
}

export function getPeriodStats(range: PeriodRange): Promise<GlucoseStats> {
  return clinicianApiClient.get<GlucoseStats>('/glucose/stats/overview', periodQuery(range));
}

/** Newest first. */
export function getPeriodReadings(range: PeriodRange): Promise<GlucoseReading[]> {
  return clinicianApiClient.get<GlucoseReading[]>('/glucose', { ...periodQuery(range), limit: profileReadingLimit });
}

export async function getRecentMeals(range: PeriodRange): Promise<MealList['meals']> {
  return (await clinicianApiClient.get<MealList>('/meals', { ...periodQuery(range), page: 1, limit: recentRowLimit })).meals;
}

export async function getRecentDoses(range: PeriodRange): Promise<InsulinDoseList['doses']> {
  return (await clinicianApiClient.get<InsulinDoseList>('/insulin', { ...periodQuery(range), page: 1, limit: recentRowLimit })).doses;
}
