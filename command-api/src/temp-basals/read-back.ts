import type pg from 'pg';
import { presentNightscoutTempBasal, type NightscoutTempBasalAnswer, type NightscoutTreatmentAnswer } from '@glyco/contracts';
import { listNightscoutTreatments, listTempBasalsBefore } from '@glyco/projections';

/**
 * A page of Nightscout treatments, newest first: doses and meals with the temporary basals among
 * them (eventType 'Temp Basal'), so a loop reading its history back finds what it sent.
 */
export async function treatmentsWithTempBasals(
  pool: pg.Pool,
  userId: string,
  query: { from?: Date; to?: Date; count: number },
): Promise<(NightscoutTreatmentAnswer | NightscoutTempBasalAnswer)[]> {
  const [treatments, temps] = await Promise.all([listNightscoutTreatments(pool, userId, query), listTempBasalsBefore(pool, userId, query)]);
  const all = [...treatments, ...temps.map(presentNightscoutTempBasal)];
  return all.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, query.count);
}
