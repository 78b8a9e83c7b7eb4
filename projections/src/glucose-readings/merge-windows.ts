import type { Period } from '../engine/row-query';

/** The windows' union as disjoint periods, oldest first, so rows inside two windows are read once. */
export function mergeOverlapping(windows: readonly Period[]): Period[] {
  const sorted = [...windows].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Period[] = [];
  for (const window of sorted) {
    const last = merged[merged.length - 1];
    if (last && window.start.getTime() <= last.end.getTime()) {
      if (window.end > last.end) last.end = window.end;
    } else {
      merged.push({ start: window.start, end: window.end });
    }
  }
  return merged;
}
