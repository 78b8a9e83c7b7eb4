import type { Facts } from './facts';
import { phraseGlucose } from './phrase-glucose';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

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
    case 'average':
    case 'time-in-range':
    case 'lows':
      return phraseGlucose(facts);
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
