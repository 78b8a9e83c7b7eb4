import { formatGlucoseValueWithUnit, TREND_ARROWS } from '@glyco/contracts';
import type { Facts } from './facts';
import { plural } from './phrase-glucose';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Sat 22 Nov 2026, 07:30" in the local time the dose was logged with. */
export function localTime(timestamp: string, timezoneOffsetMinutes: number): string {
  const local = new Date(Date.parse(timestamp) + timezoneOffsetMinutes * 60_000);
  const date = `${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${date}, ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

export function elapsed(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}

const clock = (timestamp: string, offsetMinutes: number) => localTime(timestamp, offsetMinutes).split(', ')[1]!;

/** The latest reading with its time, its age and, from a sensor, its trend. */
export function phraseCurrent(facts: Extract<Facts, { kind: 'current' }>): string {
  const { reading } = facts;
  if (!reading) return "I couldn't find a glucose reading in the last 24 hours. Readings from your sensor or meter show up here once they are synced or logged.";
  const takenAt = new Date(reading.timestamp).toISOString();
  const age = elapsed(takenAt, facts.now);
  const trend = facts.trend ? `, ${TREND_ARROWS[facts.trend.trend].label.toLowerCase()} ${TREND_ARROWS[facts.trend.trend].arrow}` : '';
  const source = reading.source === 'cgm' ? 'sensor reading' : 'meter reading';
  const at = localTime(takenAt, reading.timezoneOffsetMinutes ?? 0);
  return `Your latest ${source} is ${formatGlucoseValueWithUnit(reading.value, facts.unit, reading.sensorLimit)}${trend}, at ${at} (${age} ago).`;
}

const mealLine = (meal: Extract<Facts, { kind: 'history' }>['meals'][number], offset: number) =>
  `- ${clock(meal.timestamp, offset)} ${meal.mealType.toLowerCase()}: ${meal.foodNames.join(', ') || 'no foods named'} (${Math.round(meal.totalCarbs * 10) / 10} g carbs)`;

const doseLine = (dose: Extract<Facts, { kind: 'history' }>['doses'][number], offset: number) =>
  `- ${clock(dose.timestamp, offset)} ${plural(dose.units, 'unit')} of ${dose.insulinType.toLowerCase()}${dose.brand ? ` (${dose.brand})` : ''}`;

/** What was eaten or injected in the period, in time order, on the sender's clock. */
export function phraseHistory(facts: Extract<Facts, { kind: 'history' }>): string {
  const offset = facts.timezoneOffsetMinutes;
  const meals = facts.mealType ? `${facts.mealType.toLowerCase()}` : 'meals';
  const parts: string[] = [];
  if (facts.records !== 'doses') {
    parts.push(facts.meals.length === 0 ? `I couldn't find any logged ${meals} ${facts.period.label}.` : [`Your ${meals} ${facts.period.label}:`, ...facts.meals.map((meal) => mealLine(meal, offset))].join('\n'));
  }
  if (facts.records !== 'meals') {
    parts.push(facts.doses.length === 0 ? `I couldn't find any logged insulin ${facts.period.label}.` : [`Your insulin ${facts.period.label}:`, ...facts.doses.map((dose) => doseLine(dose, offset))].join('\n'));
  }
  return parts.join('\n');
}
