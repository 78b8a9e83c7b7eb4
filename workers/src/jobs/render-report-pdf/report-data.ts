import type pg from 'pg';
import { ReportRequested, streamIds, type GlucoseSample, type User } from '@glyco/contracts';
import { readStreamOrEmpty, type EventStore, type Position } from '@glyco/event-store';
import { loadGlucoseAnalysis, type GlucoseAnalysis, listGlucoseTrace, listDosePoints, type DosePoint, listMealPoints, type MealPoint, findUser } from '@glyco/projections';

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
  /** Every glucose figure, the AGP and the episodes of the period, from the metrics engine. */
  analysis: GlucoseAnalysis;
  /** The readings themselves, only to draw the daily profiles. */
  trace: GlucoseSample[];
  doses: DosePoint[];
  meals: MealPoint[];
}

/** The read models a report reads; the worker waits for them to pass the request. */
export const REPORT_READ_MODELS = ['users', 'glucose_readings', 'glucose_daily', 'insulin_doses', 'meals'] as const;

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
  const user = await findUser(pool, request.userId);
  if (!user) return undefined;
  const range = { start: request.start, end: request.end };
  // Both ends inclusive, as the request gives them.
  const window = { startDate: request.start.toISOString(), endDate: request.end.toISOString() };
  const [analysis, trace, doses, meals] = await Promise.all([
    loadGlucoseAnalysis(pool, request.userId, window, user.targetGlucoseRange),
    listGlucoseTrace(pool, request.userId, window),
    listDosePoints(pool, request.userId, range),
    listMealPoints(pool, request.userId, range),
  ]);
  return { request, user, analysis, trace, doses, meals };
}
