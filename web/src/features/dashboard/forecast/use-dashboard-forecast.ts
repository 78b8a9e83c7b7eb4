import { useMemo } from 'react';
import type { GlucoseReading } from '@glyco/contracts';
import { useMinuteClock } from '../on-board/use-minute-clock';
import { dashboardForecast, type DashboardForecast } from './dashboard-forecast';

/** The forecast from the chart's readings, checked against the clock each minute so a stale one goes. */
export function useDashboardForecast(readings: readonly GlucoseReading[], enabled: boolean): DashboardForecast | null {
  const now = useMinuteClock().getTime();
  return useMemo(() => (enabled ? dashboardForecast(readings, now) : null), [readings, enabled, now]);
}
