import type pg from 'pg';
import type { InsulinType } from '@glyco/contracts';
import type { DailyGroup } from '../engine/local-day-groups';
import { dailyPeriodGroups, listPeriodPoints, type PeriodRecordsShape } from '../engine/period-records';
import type { Period } from '../engine/row-query';

export const DOSE_RECORDS: PeriodRecordsShape = { table: 'insulin_doses', idColumn: 'dose_id', amountField: 'units', kindColumn: 'insulin_type' };

export interface DosePoint {
  timestamp: string;
  units: number;
  insulinType: InsulinType;
}

/** A user's doses of the period as points on a time axis, oldest first. */
export async function listDosePoints(pool: pg.Pool, userId: string, period: Period): Promise<DosePoint[]> {
  const points = await listPeriodPoints<InsulinType>(pool, DOSE_RECORDS, userId, period);
  return points.map(({ timestamp, amount, kind }) => ({ timestamp, units: amount, insulinType: kind }));
}

/** Units per local day and insulin type. */
export function dailyInsulinGroups(pool: pg.Pool, userId: string, period: Period): Promise<DailyGroup<InsulinType>[]> {
  return dailyPeriodGroups<InsulinType>(pool, DOSE_RECORDS, userId, period);
}
