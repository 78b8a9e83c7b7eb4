import { useQuery } from '@tanstack/react-query';
import { formatGlucoseValue, TREND_ARROWS, type CurrentGlucose, type GlucoseUnit } from '@glyco/contracts';
import { useGlucosePreferences } from '../../lib/glucose/use-glucose-preferences';
import { dashboardQuery } from './queries';
import { formatAge, isStale } from './reading-age';
import { useReadingAge } from './use-reading-age';

const PAGE = 'Dashboard';

/**
 * The current value as the browser tab shows it, in the person's unit: "142 ↗", "7.9 →"; once
 * stale, its age instead of an arrow ("142 · 17 min ago"), so a glance at the tab never takes an
 * old value for the glucose now.
 */
export function glucoseTabText(current: Pick<CurrentGlucose, 'reading' | 'trend'>, unit: GlucoseUnit, ageMinutes: number): string | null {
  const { reading, trend } = current;
  if (!reading) return null;
  const value = formatGlucoseValue(reading.value, unit, reading.sensorLimit);
  if (isStale(ageMinutes)) return `${value} · ${formatAge(ageMinutes)}`;
  return trend ? `${value} ${TREND_ARROWS[trend.trend].arrow}` : value;
}

/** The dashboard's page name for the tab: the current value first ("142 ↗ · Dashboard"), as it changes. */
export function useDashboardTitle(): string {
  const { unit } = useGlucosePreferences();
  const current = useQuery(dashboardQuery()).data?.current ?? null;
  const ageMinutes = useReadingAge(current?.reading?.timestamp);
  const text = current && ageMinutes !== null ? glucoseTabText(current, unit, ageMinutes) : null;
  return text ? `${text} · ${PAGE}` : PAGE;
}
