import { forecastFigures, replayAlerts, type AlertSettings, type ArrivingReading } from '@glyco/contracts';

export interface AlertLine {
  kind: string;
  at: string;
  value: number | null;
}

/** One line per raised alert, then the forecast's figures on the same trace. */
export function evaluateTrace(trace: readonly ArrivingReading[], settings: AlertSettings, timeZone?: string): { alerts: AlertLine[]; forecast: ReturnType<typeof forecastFigures> } {
  const alerts = replayAlerts(trace, { settings, ...(timeZone ? { timeZone } : {}) }).flatMap((event) =>
    event.type === 'AlertRaised' ? [{ kind: event.data.kind, at: event.data.at, value: event.data.valueMgdl === null ? null : Math.round(event.data.valueMgdl) }] : [],
  );
  return { alerts, forecast: forecastFigures(trace) };
}

export function printedLines(result: ReturnType<typeof evaluateTrace>): string[] {
  return [...result.alerts.map((line) => JSON.stringify(line)), JSON.stringify({ forecast: result.forecast })];
}
