import type { DailyGroup } from '../engine/local-day-groups';

export interface DailyTotal<K extends string> {
  date: string;
  total: number;
  byKind: Record<K, number>;
}

function roundTo1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Pivots per-day, per-kind sums into one entry per day (oldest first) with every kind present. */
export function pivotDailyGroups<K extends string>(groups: readonly DailyGroup<K>[], kinds: readonly K[]): DailyTotal<K>[] {
  const days = new Map<string, DailyTotal<K>>();
  for (const group of groups) {
    const day = days.get(group.date) ?? { date: group.date, total: 0, byKind: Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<K, number> };
    day.byKind[group.kind] = roundTo1(day.byKind[group.kind] + group.sum);
    day.total = roundTo1(day.total + group.sum);
    days.set(group.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Count, total and mean per record over all groups, to 0.1. */
export function summariseGroups(groups: readonly DailyGroup<string>[]): { count: number; total: number; average: number } {
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const total = groups.reduce((sum, group) => sum + group.sum, 0);
  return { count, total: roundTo1(total), average: count === 0 ? 0 : roundTo1(total / count) };
}
