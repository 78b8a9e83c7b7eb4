import { formatGlucose, fromMgdl } from '../glucose/units';
import type { TrendDirection } from '../glucose/trend';
import type { NightscoutEntryAnswer } from './present';

/** Nightscout's pebble trend numbers; a direction without one answers 8 (not computable), as Nightscout does. */
const PEBBLE_TRENDS: Partial<Record<TrendDirection, number>> = {
  NONE: 0,
  DoubleUp: 1,
  SingleUp: 2,
  FortyFiveUp: 3,
  Flat: 4,
  FortyFiveDown: 5,
  SingleDown: 6,
  DoubleDown: 7,
  'NOT COMPUTABLE': 8,
  'RATE OUT OF RANGE': 9,
};

export interface PebbleAnswer {
  status: { now: number }[];
  bgs: { sgv: string; trend: number; direction: string; datetime: number; bgdelta: number | string }[];
  cals: never[];
}

/** GET /pebble: the latest sensor values (newest first) with the change from the one before, in mg/dL or mmol/L. */
export function presentPebble(entries: readonly NightscoutEntryAnswer[], unit: 'mg/dl' | 'mmol', now: Date): PebbleAnswer {
  const glucoseUnit = unit === 'mmol' ? 'mmol/L' : 'mg/dL';
  const sensor = entries.filter((entry) => typeof entry.sgv === 'number');
  return {
    status: [{ now: now.getTime() }],
    bgs: sensor.map((entry, index) => {
      const previous = sensor[index + 1];
      const delta = previous ? entry.sgv! - previous.sgv! : 0;
      return {
        sgv: formatGlucose(entry.sgv!, glucoseUnit),
        trend: PEBBLE_TRENDS[entry.direction ?? 'NONE'] ?? 8,
        direction: entry.direction ?? 'NONE',
        datetime: entry.date,
        bgdelta: unit === 'mmol' ? fromMgdl(delta, glucoseUnit).toFixed(1) : delta,
      };
    }),
    cals: [],
  };
}
