import { DEFAULT_TARGET_RANGE, formatGlucoseWithUnit, MGDL_PER_MMOLL, type GlucoseUnit } from '@glyco/contracts';
import { LOW_THRESHOLD_MGDL, type Facts } from './facts';

/** The stats endpoint's figure itself in mg/dL (already to 0.1), or mmol/L to one decimal. */
export function displayGlucose(mgdl: number, unit: GlucoseUnit): string {
  return unit === 'mmol/L' ? `${(mgdl / MGDL_PER_MMOLL).toFixed(1)} mmol/L` : `${mgdl} mg/dL`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

function noReadings(label: string): string {
  return `I couldn't find any glucose readings ${label}. Once you log some on the Glucose page I can work this out for you.`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Sat 22 Nov 2026, 07:30" in the local time the dose was logged with. */
function localTime(timestamp: string, timezoneOffsetMinutes: number): string {
  const local = new Date(Date.parse(timestamp) + timezoneOffsetMinutes * 60_000);
  const date = `${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${date}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

function elapsed(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}

function phraseLastDose(facts: Extract<Facts, { kind: 'last-dose' }>): string {
  const what = facts.insulinType ? `${facts.insulinType.toLowerCase()} dose` : 'insulin dose';
  if (!facts.dose) return `I couldn't find any logged ${what}. Doses you log on the Insulin page will show up here.`;
  const { dose } = facts;
  const brand = dose.brand ? ` of ${dose.brand}` : '';
  const type = facts.insulinType ? '' : ` (${dose.insulinType})`;
  return `Your last ${what} was ${plural(dose.units, 'unit')}${brand}${type} on ${localTime(dose.timestamp, dose.timezoneOffsetMinutes)}, ${elapsed(dose.timestamp, facts.now)} ago.`;
}

/** The offline reply to a data question, built only from the computed facts. */
export function phraseFacts(facts: Facts): string {
  switch (facts.kind) {
    case 'average': {
      const { average, count } = facts.stats;
      if (average === null) return noReadings(facts.period.label);
      return `Your average glucose ${facts.period.label} was ${displayGlucose(average, facts.unit)}, from ${plural(count, 'reading')}.`;
    }
    case 'time-in-range': {
      const { stats, target } = facts;
      if (stats.average === null) return noReadings(facts.period.label);
      const consensus = `${formatGlucoseWithUnit(DEFAULT_TARGET_RANGE.min, facts.unit)} to ${formatGlucoseWithUnit(DEFAULT_TARGET_RANGE.max, facts.unit)}`;
      const own = target.min === DEFAULT_TARGET_RANGE.min && target.max === DEFAULT_TARGET_RANGE.max
        ? ''
        : ` Within your own target of ${formatGlucoseWithUnit(target.min, facts.unit)} to ${formatGlucoseWithUnit(target.max, facts.unit)} it was ${stats.inRangePercentage}%.`;
      return `Your time in range ${facts.period.label} was ${stats.bands.inRange}% (${consensus}), from ${plural(stats.count, 'reading')}; ${stats.bands.veryLow + stats.bands.low}% were below and ${stats.bands.high + stats.bands.veryHigh}% above.${own} The International Consensus on Time in Range (2019) suggests aiming for more than 70% in range and less than 4% below.`;
    }
    case 'lows': {
      const threshold = formatGlucoseWithUnit(LOW_THRESHOLD_MGDL, facts.unit);
      const how = `I count every logged reading below ${threshold} as one low.`;
      if (facts.count === 0 || facts.lowestMgdl === null) return `You had no low readings ${facts.period.label}. ${how}`;
      return `You had ${plural(facts.count, 'low reading')} ${facts.period.label}; the lowest was ${formatGlucoseWithUnit(facts.lowestMgdl, facts.unit)}. ${how}`;
    }
    case 'carbs':
      if (facts.mealCount === 0) return `You haven't logged any meals ${facts.period.label}, so I count 0 g of carbs.`;
      return `You logged ${grams(facts.totalCarbs)} of carbs ${facts.period.label}, across ${plural(facts.mealCount, 'meal')}.`;
    case 'last-dose':
      return phraseLastDose(facts);
    default: {
      const unknown: never = facts;
      throw new Error(`Unknown facts ${JSON.stringify(unknown)}`);
    }
  }
}
