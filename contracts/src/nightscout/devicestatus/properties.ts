import { fromMgdl } from '../../glucose/units';
import type { TrendDirection } from '../../glucose/trend';
import type { NightscoutEntryAnswer } from '../present';
import { latestWith, type DeviceStatusSummary } from './summary';

/** The properties of Nightscout's `/api/v2/properties` that Glyco answers (its bgnow, delta, direction, iob, cob, upbat, pump and loop plugins). */
export const NIGHTSCOUT_PROPERTIES = ['bgnow', 'delta', 'direction', 'iob', 'cob', 'upbat', 'pump', 'loop'] as const;
export type NightscoutProperty = (typeof NIGHTSCOUT_PROPERTIES)[number];

export interface PropertiesInput {
  /** The latest sensor values, newest first (two are enough for the delta). */
  entries: readonly NightscoutEntryAnswer[];
  /** Device statuses, newest first. */
  statuses: readonly DeviceStatusSummary[];
  units: 'mg/dl' | 'mmol';
  now: Date;
}

/** Nightscout's arrows for each direction (its direction plugin), with their HTML entities. */
const ARROWS: Record<TrendDirection, string> = {
  TripleUp: '⤊',
  DoubleUp: '⇈',
  SingleUp: '↑',
  FortyFiveUp: '↗',
  Flat: '→',
  FortyFiveDown: '↘',
  SingleDown: '↓',
  DoubleDown: '⇊',
  TripleDown: '⤋',
  'NOT COMPUTABLE': '-',
  'RATE OUT OF RANGE': '⇕',
  NONE: '⇼',
};

/** Nightscout counts a value older than this as no current value (its bgnow plugin's window). */
const BG_NOW_WINDOW_MS = 15 * 60_000;

type Json = Record<string, unknown>;

const scaled = (mgdl: number, units: PropertiesInput['units']) => (units === 'mmol' ? Math.round(fromMgdl(mgdl, 'mmol/L') * 10) / 10 : mgdl);
const signed = (value: number) => (value >= 0 ? `+${value}` : String(value));
const minutesBetween = (from: number, to: number) => Math.round((to - from) / 60_000);

function bucketOf(entry: NightscoutEntryAnswer, units: PropertiesInput['units']): Json {
  const mgdl = entry.sgv ?? 0;
  const sgv = { _id: entry._id, mgdl, mills: entry.date, device: entry.device, direction: entry.direction, type: 'sgv', scaled: scaled(mgdl, units) };
  return { mean: mgdl, last: mgdl, mills: entry.date, sgvs: [sgv] };
}

function bgnow({ entries, units, now }: PropertiesInput): Json | undefined {
  const [latest] = entries;
  if (!latest || now.getTime() - latest.date > BG_NOW_WINDOW_MS) return undefined;
  return bucketOf(latest, units);
}

function delta({ entries, units }: PropertiesInput): Json | undefined {
  const [latest, previous] = entries;
  if (latest?.sgv === undefined || previous?.sgv === undefined) return undefined;
  const mgdl = latest.sgv - previous.sgv;
  const scaledDelta = units === 'mmol' ? Math.round((scaled(latest.sgv, units) - scaled(previous.sgv, units)) * 10) / 10 : mgdl;
  return {
    absolute: mgdl,
    elapsedMins: minutesBetween(previous.date, latest.date),
    interpolated: false,
    mean5MinsAgo: previous.sgv,
    mgdl,
    scaled: scaledDelta,
    display: signed(scaledDelta),
    previous: bucketOf(previous, units),
  };
}

function direction({ entries }: PropertiesInput): Json | undefined {
  const value = entries[0]?.direction;
  if (!value) return undefined;
  const arrow = ARROWS[value];
  return { value, label: arrow, display: arrow, entity: `&#${arrow.codePointAt(0)};` };
}

const sourceOf = (summary: DeviceStatusSummary) => (summary.device.startsWith('openaps') ? 'OpenAPS' : 'Loop');

function iob({ statuses }: PropertiesInput): Json | undefined {
  const latest = latestWith(statuses, 'iobUnits');
  if (!latest || latest.iobUnits === null) return undefined;
  const display = (Math.round(latest.iobUnits * 100) / 100).toFixed(2);
  return { iob: latest.iobUnits, display, displayLine: `IOB: ${display}U`, source: sourceOf(latest), device: latest.device, mills: Date.parse(latest.createdAt) };
}

function cob({ statuses }: PropertiesInput): Json | undefined {
  const latest = latestWith(statuses, 'cobGrams');
  if (!latest || latest.cobGrams === null) return undefined;
  const display = Math.round(latest.cobGrams);
  return { cob: latest.cobGrams, display, displayLine: `COB: ${display}g`, source: sourceOf(latest), device: latest.device, mills: Date.parse(latest.createdAt) };
}

function upbat({ statuses }: PropertiesInput): Json | undefined {
  const latest = latestWith(statuses, 'uploaderBatteryPercent');
  if (!latest || latest.uploaderBatteryPercent === null) return undefined;
  const level = latest.uploaderBatteryPercent;
  const battery = { value: level, level, display: `${level}%` };
  return { ...battery, min: battery, devices: { [latest.device]: { ...battery, name: latest.device, mills: Date.parse(latest.createdAt) } } };
}

function pump({ statuses }: PropertiesInput): Json | undefined {
  const latest = statuses.find((summary) => summary.pumpReservoirUnits !== null || summary.pumpBatteryPercent !== null);
  if (!latest) return undefined;
  const reservoir = latest.pumpReservoirUnits;
  const battery = latest.pumpBatteryPercent;
  const data: Json = {
    clock: { value: latest.createdAt, display: latest.createdAt },
    ...(reservoir === null ? {} : { reservoir: { value: reservoir, display: `${reservoir.toFixed(1)}U` } }),
    ...(battery === null ? {} : { battery: { value: battery, unit: 'percent', display: `${battery}%` } }),
    ...(latest.pumpSuspended === null ? {} : { status: { value: latest.pumpSuspended ? 'suspended' : 'normal', display: latest.pumpSuspended ? 'Suspended' : 'Normal' } }),
  };
  return { data, device: latest.device, mills: Date.parse(latest.createdAt) };
}

function loop({ statuses }: PropertiesInput): Json | undefined {
  const latest = latestWith(statuses, 'loopAt');
  if (!latest?.loopAt) return undefined;
  const failed = latest.loopFailure !== null;
  const display = failed ? { symbol: 'x', code: 'error', label: 'Error' } : { symbol: '⌁', code: 'looping', label: 'Looping' };
  return { lastLoop: { timestamp: latest.loopAt }, lastOkMoment: failed ? undefined : latest.loopAt, display, ...(failed ? { failureReason: latest.loopFailure } : {}) };
}

const PRESENTERS: Record<NightscoutProperty, (input: PropertiesInput) => Json | undefined> = { bgnow, delta, direction, iob, cob, upbat, pump, loop };

/** `/api/v2/properties`: each asked property Glyco has a value for, absent otherwise (as Nightscout leaves out a plugin with no data). */
export function presentProperties(input: PropertiesInput, asked: readonly NightscoutProperty[] = NIGHTSCOUT_PROPERTIES): Record<string, Json> {
  const answer: Record<string, Json> = {};
  for (const name of asked) {
    const value = PRESENTERS[name](input);
    if (value) answer[name] = value;
  }
  return answer;
}

/** `?properties=bgnow,delta` or `/api/v2/properties/bgnow,delta`: the names Glyco knows, all when none is named. */
export function askedProperties(list: string | undefined): NightscoutProperty[] {
  if (!list) return [...NIGHTSCOUT_PROPERTIES];
  const names = list.split(',').map((name) => name.trim());
  return NIGHTSCOUT_PROPERTIES.filter((name) => names.includes(name));
}
