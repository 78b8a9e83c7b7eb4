import type { Facts } from './facts';
import { phraseGlucose, plural } from './phrase-glucose';
import { phraseAfterMeal, phraseCompare, phraseMealIdeas, phraseOutOfRangeTimes, phraseSummary } from './phrase-patterns';
import { phrasePerDay } from './per-day';
import { elapsed, localTime, phraseCurrent, phraseHistory } from './phrase-records';
const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

function phraseLastDose(facts: Extract<Facts, { kind: 'last-dose' }>): string {
  const what = facts.insulinType ? `${facts.insulinType.toLowerCase()} dose` : 'insulin dose';
  if (!facts.dose) return `I couldn't find any logged ${what}. Doses you log on the Insulin page will show up here.`;
  const { dose } = facts;
  const brand = dose.brand ? ` of ${dose.brand}` : '';
  const type = facts.insulinType ? '' : ` (${dose.insulinType})`;
  return `Your last ${what} was ${plural(dose.units, 'unit')}${brand}${type} on ${localTime(dose.timestamp, dose.timezoneOffsetMinutes)}, ${elapsed(dose.timestamp, facts.now)} ago.`;
}

function phraseInsulin({ period, totals, perDay }: Extract<Facts, { kind: 'insulin' }>): string {
  if (totals.length === 0) return `You haven't logged any insulin doses ${period.label}.`;
  const doses = totals.reduce((sum, total) => sum + total.doses, 0);
  const units = totals.reduce((sum, total) => sum + total.units, 0);
  const byType = totals.map((total) => `${Math.round(total.units * 10) / 10} units of ${total.insulinType.toLowerCase()}`).join(', ');
  const perDayUnits = phrasePerDay(perDay, (value) => `${Math.round(value * 10) / 10} units`);
  return `You logged ${Math.round(units * 10) / 10} units of insulin ${period.label}, across ${plural(doses, 'dose')}: ${byType}.${perDayUnits}`;
}

/** The offline reply to a data question, built only from the computed facts. */
export function phraseFacts(facts: Facts): string {
  switch (facts.kind) {
    case 'glucose':
      return phraseGlucose(facts);
    case 'summary':
      return phraseSummary(facts);
    case 'compare':
      return phraseCompare(facts);
    case 'out-of-range-times':
      return phraseOutOfRangeTimes(facts);
    case 'after-meal':
      return phraseAfterMeal(facts);
    case 'meal-ideas':
      return phraseMealIdeas(facts);
    case 'insulin':
      return phraseInsulin(facts);
    case 'carbs':
      if (facts.mealCount === 0) return `You haven't logged any meals ${facts.period.label}, so I count 0 g of carbs.`;
      return `You logged ${grams(facts.totalCarbs)} of carbs ${facts.period.label}, across ${plural(facts.mealCount, 'meal')}.${phrasePerDay(facts.perDay, grams)}`;
    case 'last-dose':
      return phraseLastDose(facts);
    case 'current':
      return phraseCurrent(facts);
    case 'history':
      return phraseHistory(facts);
    default: {
      const unknown: never = facts;
      throw new Error(`Unknown facts ${JSON.stringify(unknown)}`);
    }
  }
}
