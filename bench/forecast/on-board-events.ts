import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { carbsOnBoard, DEFAULT_INSULIN_DURATION_HOURS, DEFAULT_INSULIN_KIND, insulinOnBoard, type RecentBolus, type RecentMeal } from '@glyco/contracts';
import { DATA_DIR } from './traces';

export interface SubjectEvents {
  boluses: RecentBolus[];
  meals: RecentMeal[];
}

/** The product's own curves with no saved settings: rapid-acting insulin over 5 hours, carbs over 3. */
const CURVE = { durationHours: DEFAULT_INSULIN_DURATION_HOURS, kind: DEFAULT_INSULIN_KIND } as const;
const LOOKBACK_MS = DEFAULT_INSULIN_DURATION_HOURS * 3_600_000;

/** Each subject's boluses and carbs in time order, from `subject,timestamp,bolusUnits,carbGrams` (local time read as UTC, as the traces). */
export function loadEvents(file = 'azt1d-events.csv.gz'): Map<string, SubjectEvents> {
  const text = gunzipSync(readFileSync(new URL(file, DATA_DIR))).toString('utf8');
  const events = new Map<string, SubjectEvents>();
  for (const line of text.split('\n').slice(1)) {
    const [subject, timestamp, units, grams] = line.split(',');
    if (!subject || !timestamp) continue;
    const at = new Date(`${timestamp.replace(' ', 'T')}Z`);
    const own = events.get(subject) ?? { boluses: [], meals: [] };
    if (Number(units) > 0) own.boluses.push({ units: Number(units), at });
    if (Number(grams) > 0) own.meals.push({ grams: Number(grams), at });
    events.set(subject, own);
  }
  return events;
}

/** Insulin and carbs on board at `at` from what was given up to then, and what of them acts by `at + minutes`. */
export function onBoardAt(events: SubjectEvents, at: number, minutes: number): { iob: number; cob: number; insulinActing: number; carbsAbsorbed: number } {
  const known = <T extends { at: Date }>(list: readonly T[]) => list.filter((e) => e.at.getTime() <= at && e.at.getTime() > at - LOOKBACK_MS);
  const boluses = known(events.boluses);
  const meals = known(events.meals);
  const now = new Date(at);
  const later = new Date(at + minutes * 60_000);
  const iob = insulinOnBoard(boluses, now, CURVE);
  const cob = carbsOnBoard(meals, now);
  return { iob, cob, insulinActing: iob - insulinOnBoard(boluses, later, CURVE), carbsAbsorbed: cob - carbsOnBoard(meals, later) };
}
