import type pg from 'pg';
import { ReportRequested, streamIds, type GlucoseSample, type User } from '@glyco/contracts';
import { readStreamOrEmpty, type EventStore, type Position } from '@glyco/contracts/event-store';
import { listDosePoints, type DosePoint } from '@glyco/projections/reports/insulin-query';
import { listMealPoints, type MealPoint } from '@glyco/projections/reports/meals-query';
import { findUser } from '@glyco/projections/users/query';

export interface ReportRequest {
  reportId: string;
  userId: string;
  start: Date;
  end: Date;
  timezoneOffsetMinutes: number;
  /** Every write the person made before asking is before this position in the log. */
  position: Position;
}

export interface ReportData {
  request: ReportRequest;
  user: User;
  readings: GlucoseSample[];
  doses: DosePoint[];
  meals: MealPoint[];
}

/** The read models a report reads; the worker waits for them to pass the request. */
export const REPORT_READ_MODELS = ['users', 'glucose_readings', 'insulin_doses', 'meals'] as const;

export async function loadReportRequest(store: EventStore, reportId: string): Promise<ReportRequest | undefined> {
  const events = await readStreamOrEmpty(store, streamIds.report(reportId));
  const event = events.find((each) => each.type === ReportRequested.type);
  if (!event) return undefined;
  const data = ReportRequested.data.parse(event.data);
  return {
    reportId: data.reportId,
    userId: data.userId,
    start: new Date(data.startDate),
    end: new Date(data.endDate),
    timezoneOffsetMinutes: data.timezoneOffsetMinutes,
    position: event.position,
  };
}

export async function loadReportData(pool: pg.Pool, request: ReportRequest): Promise<ReportData | undefined> {
  const range = { start: request.start, end: request.end };
  const [user, readings, doses, meals] = await Promise.all([
    findUser(pool, request.userId),
    listReadings(pool, request),
    listDosePoints(pool, request.userId, range),
    listMealPoints(pool, request.userId, range),
  ]);
  return user && { request, user, readings, doses, meals };
}

async function listReadings(pool: pg.Pool, request: ReportRequest): Promise<GlucoseSample[]> {
  const result = await pool.query<{ taken_at: Date; value_mgdl: number; timezone_offset_minutes: number }>(
    `SELECT taken_at, value_mgdl, timezone_offset_minutes FROM glucose_readings
      WHERE user_id = $1 AND taken_at >= $2 AND taken_at <= $3 ORDER BY taken_at`,
    [request.userId, request.start, request.end],
  );
  return result.rows.map((row) => ({ value: row.value_mgdl, timestamp: row.taken_at, timezoneOffsetMinutes: row.timezone_offset_minutes }));
}
