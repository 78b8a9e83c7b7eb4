import { BAND_LIMITS_MGDL, formatGlucoseValueWithUnit, formatGlucoseWithUnit, fromMgdl, type GlucoseMetrics, type GlucoseUnit } from '@glyco/contracts';
import type { Facts, GlucoseMetric } from './facts';
import { displayGlucose, noReadings, percent, plural, readingsOf } from './phrase-glucose';

type FactsOf<Kind extends Facts['kind']> = Extract<Facts, { kind: Kind }>;

/** A rise in the person's unit, signed: "+42.0 mg/dL". */
function rise(mgdl: number, unit: GlucoseUnit): string {
  const value = fromMgdl(mgdl, unit);
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)} ${unit}`;
}

export function phraseSummary({ period, unit, metrics }: FactsOf<'summary'>): string {
  if (metrics.count === 0) return noReadings(period);
  const lows = metrics.episodes ? `${plural(metrics.episodes.hypo.level1.count, 'low episode')}` : `${percent(metrics.belowRangePercent)} of readings below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)}`;
  const gmi = metrics.gmi === null ? '' : `, GMI ${percent(metrics.gmi)}`;
  return `Here is your glucose ${period.label}, from ${readingsOf(metrics)}: average ${displayGlucose(metrics.mean!, unit)}${gmi}; time in range ${percent(metrics.bands.inRange)}, ${percent(metrics.belowRangePercent)} below and ${percent(metrics.aboveRangePercent)} above; ${lows}; lowest ${formatGlucoseValueWithUnit(metrics.min!, unit, metrics.minSensorLimit)}, highest ${formatGlucoseValueWithUnit(metrics.max!, unit, metrics.maxSensorLimit)}.`;
}

/**
 * Each compared figure, as spoken, whether a higher value is better, its noise, and the smallest change
 * worth calling plainly better or worse.
 *
 * Meaningful: 5 points of time in range (about 1 hour a day) and 1 point below range (about 15 minutes
 * a day) are clinically meaningful (International Consensus on Time in Range, Battelino et al., Diabetes
 * Care 2019).
 *
 * Noise: a change smaller than this is "about the same". Time in, in tight and above range: 2 points
 * (about 30 minutes a day), our choice below the sampling spread between two 14-day windows of the same
 * person (14 days estimate 3 months' time in range with R² about 0.84: Riddlesworth et al., Diabetes
 * Technol Ther 2018).
 * Below range: 0.5 point (about 7 minutes a day), as the band is small and its target is under 4 %.
 * GMI: 0.1 point, the precision it is reported with. CV: 1 point, the precision it is shown with.
 * Between the noise and the meaningful change, the reply says "slightly".
 */
interface Compared {
  name: string;
  of: (metrics: GlucoseMetrics) => number | null;
  higherIsBetter: boolean | null;
  noise: number;
  meaningful: number;
  glucose?: boolean;
}

export const COMPARED: Record<GlucoseMetric, Compared> = {
  average: { name: 'average glucose', of: (metrics) => metrics.mean, higherIsBetter: null, noise: 0, meaningful: 0, glucose: true },
  'time-in-range': { name: 'time in range', of: (metrics) => metrics.bands.inRange, higherIsBetter: true, noise: 2, meaningful: 5 },
  'tight-range': { name: 'time in tight range', of: (metrics) => metrics.tightRangePercent, higherIsBetter: true, noise: 2, meaningful: 5 },
  gmi: { name: 'GMI', of: (metrics) => metrics.gmi, higherIsBetter: false, noise: 0.1, meaningful: 0.1 },
  cv: { name: 'glucose variability (CV)', of: (metrics) => metrics.cv, higherIsBetter: false, noise: 1, meaningful: 1 },
  lows: { name: 'time below range', of: (metrics) => metrics.belowRangePercent, higherIsBetter: false, noise: 0.5, meaningful: 1 },
  highs: { name: 'time above range', of: (metrics) => metrics.aboveRangePercent, higherIsBetter: false, noise: 2, meaningful: 5 },
  episodes: { name: 'time below range', of: (metrics) => metrics.belowRangePercent, higherIsBetter: false, noise: 0.5, meaningful: 1 },
};

/** " That is about the same." within the noise, "slightly" below a meaningful change, else plainly better or worse. */
export function verdictOf(now: number, then: number, { higherIsBetter, noise, meaningful }: Pick<Compared, 'higherIsBetter' | 'noise' | 'meaningful'>): string {
  if (higherIsBetter === null || now === then) return '';
  const change = Math.abs(now - then);
  if (change < noise) return ' That is about the same.';
  const better = (now > then) === higherIsBetter;
  if (change < meaningful) return better ? ' That is slightly better.' : ' That is slightly worse.';
  return better ? ' That is better.' : ' That is worse.';
}

export function phraseCompare({ metric, unit, current, before }: FactsOf<'compare'>): string {
  if (current.metrics.count === 0) return noReadings(current.period);
  if (before.metrics.count === 0) return `I have ${readingsOf(current.metrics)} ${current.period.label} but none ${before.period.label}, so there is nothing to compare with yet.`;
  const compared = COMPARED[metric];
  const [now, then] = [compared.of(current.metrics), compared.of(before.metrics)];
  if (now === null || then === null) {
    const why = metric === 'gmi' ? (current.metrics.gmiReason ?? before.metrics.gmiReason) : null;
    return `I can't compare ${compared.name} for these periods: ${why ?? 'it needs CGM data in both.'}`;
  }
  const show = (value: number) => (compared.glucose ? displayGlucose(value, unit) : percent(value));
  const verdict = verdictOf(now, then, compared);
  const inRange = metric === 'time-in-range' ? '' : ` Time in range went from ${percent(before.metrics.bands.inRange)} to ${percent(current.metrics.bands.inRange)}.`;
  return `Your ${compared.name} ${current.period.label} was ${show(now)} (${readingsOf(current.metrics)}), against ${show(then)} ${before.period.label} (${readingsOf(before.metrics)}).${verdict}${inRange}`;
}

/** How each side of the range is spoken: its readings' limit and what people call them. */
const SIDES = {
  below: { limit: BAND_LIMITS_MGDL.lowBelow, relation: 'below', name: 'lows' },
  above: { limit: BAND_LIMITS_MGDL.highAbove, relation: 'above', name: 'highs' },
} as const;

export function phraseOutOfRangeTimes({ period, unit, pattern }: FactsOf<'out-of-range-times'>): string {
  const readings = plural(pattern.count, pattern.source === 'cgm' ? 'CGM reading' : 'meter reading');
  if (pattern.count === 0) return noReadings(period);
  const { limit, relation, name } = SIDES[pattern.side];
  const beyond = `${relation} ${formatGlucoseWithUnit(limit, unit)}`;
  if (pattern.outOfRange === 0) return `None of your ${readings} ${period.label} were ${beyond}, so there is no time of day your ${name} cluster in.`;
  const ranked = [...pattern.parts].filter((part) => part.outOfRange > 0).sort((a, b) => b.outOfRange - a.outOfRange);
  const spread = ranked.map((part) => `${part.label}: ${part.outOfRange} (${percent(part.percent)} of ${plural(part.readings, 'reading')})`).join('; ');
  return `Most of your ${name} ${period.label} were ${ranked[0]!.label}. Readings ${beyond} by time of day, from ${readings}: ${spread}.`;
}

export function phraseAfterMeal({ period, unit, mealType, responses }: FactsOf<'after-meal'>): string {
  const meal = mealType ? mealType.toLowerCase() : 'meals';
  if (responses.meals === 0) return `I couldn't find any ${mealType ? `${meal} meals` : 'meals'} logged ${period.label}. Log them on the Meals page and I can show how your glucose goes after them.`;
  const after = responses.afterMeals;
  if (after.count === 0) return `You logged ${plural(responses.meals, mealType ? meal : 'meal')} ${period.label}, but I found no glucose readings in the 2 hours after them.`;
  const riseLine = responses.meanRise === null
    ? ''
    : ` Across the ${plural(responses.mealsWithRise, 'meal')} with a reading just before, glucose rose by ${rise(responses.meanRise, unit)} on average, to a peak of ${displayGlucose(responses.meanPeak!, unit)}.`;
  return `In the 2 hours after ${meal} ${period.label}, across ${plural(responses.meals, 'meal')}, your average glucose was ${displayGlucose(after.mean!, unit)}, from ${readingsOf(after)}; ${percent(after.aboveRangePercent)} were above ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit)}.${riseLine}`;
}

export function phraseMealIdeas({ period, unit, mealType, ideas }: FactsOf<'meal-ideas'>): string {
  const meal = mealType.toLowerCase();
  if (ideas.length === 0) return `I couldn't find any ${meal} meals you logged ${period.label}. Once you log a few, I can suggest your own ${meal}s that suited your glucose best.`;
  const lines = ideas.map((idea) => {
    const foods = idea.foodNames.join(', ');
    const eaten = `${plural(idea.timesEaten, 'time')}, about ${idea.averageCarbs} g carbs`;
    const { meanRise, mealsWithRise, afterMeals } = idea.responses;
    const glucose = meanRise === null
      ? afterMeals.count === 0 ? 'no readings after it yet' : `average ${displayGlucose(afterMeals.mean!, unit)} in the 2 hours after (${readingsOf(afterMeals)})`
      : `glucose rose ${rise(meanRise, unit)} on average (${plural(mealsWithRise, 'meal')} measured, ${readingsOf(afterMeals)} after)`;
    return `- ${foods}: eaten ${eaten}; ${glucose}`;
  });
  return [`From your own ${meal} meals ${period.label}, the ones your glucose handled best first:`, ...lines, 'Portions and insulin for a meal are for you and your care team to decide.'].join('\n');
}
