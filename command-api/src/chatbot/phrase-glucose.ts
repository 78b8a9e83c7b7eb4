import {
  BAND_LIMITS_MGDL, bandOf, DEFAULT_TARGET_RANGE, EPISODE_MINUTES, formatGlucoseWithUnit, fromMgdl, GLUCOSE_GOALS, SUFFICIENT_ACTIVE_PERCENT, SUFFICIENT_WEAR_DAYS,
  type GlucoseMetrics, type GlucoseUnit, type GoalKey,
} from '@glyco/contracts';
import type { GlucoseFacts } from './facts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** Percentages as the engine gives them, to one decimal. */
const percent = (value: number) => `${value.toFixed(1)}%`;

/** The engine's mean (already to 0.1 mg/dL) with one decimal, or converted to mmol/L with one decimal. */
function displayGlucose(mgdl: number, unit: GlucoseUnit): string {
  return `${fromMgdl(mgdl, unit).toFixed(1)} ${unit}`;
}

function noReadings(label: string): string {
  return `I couldn't find any glucose readings ${label}. Once you log some on the Glucose page I can work this out for you.`;
}

function readingsOf(metrics: GlucoseMetrics): string {
  return plural(metrics.count, metrics.source === 'cgm' ? 'CGM reading' : 'meter reading');
}

/** "> 70 %" -> "more than 70%": the engine's goal in words. */
function goalInWords(key: GoalKey): string {
  const goal = GLUCOSE_GOALS.find((each) => each.key === key)!.goal;
  const words: Record<string, string> = { '>': 'more than', '<': 'less than', '≥': 'at least', '≤': 'at most' };
  return goal.replace(/^([<>≤≥]) (.*) %$/, (_, sign: string, value: string) => `${words[sign]} ${value}%`);
}

function goalVerdict(metrics: GlucoseMetrics, key: GoalKey): string {
  const met = metrics.goals.find((goal) => goal.key === key)?.met;
  return met === undefined || met === null ? '' : met ? ' (met)' : ' (not met)';
}

function phraseAverage({ period, unit, metrics }: GlucoseFacts): string {
  const average = `Your average glucose ${period.label} was ${displayGlucose(metrics.mean!, unit)}, from ${readingsOf(metrics)}.`;
  if (metrics.gmi === null) return average;
  const caveat = metrics.wear?.sufficient ? '' : ` GMI estimates A1c well only from at least ${SUFFICIENT_WEAR_DAYS} days of CGM data worn ${SUFFICIENT_ACTIVE_PERCENT}% of the time.`;
  return `${average} Your GMI for that period was ${percent(metrics.gmi)}.${caveat}`;
}

function phraseTimeInRange({ period, unit, metrics }: GlucoseFacts): string {
  const range = `${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)} to ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit)}`;
  const { target } = metrics;
  const own = target.min === DEFAULT_TARGET_RANGE.min && target.max === DEFAULT_TARGET_RANGE.max
    ? ''
    : ` Within your own target of ${formatGlucoseWithUnit(target.min, unit)} to ${formatGlucoseWithUnit(target.max, unit)} it was ${percent(metrics.targetPercent.inRange)}.`;
  const goals = `The International Consensus on Time in Range (2019) suggests ${goalInWords('inRange')} in range${goalVerdict(metrics, 'inRange')} and ${goalInWords('belowRange')} below${goalVerdict(metrics, 'belowRange')}.`;
  return `Your time in range ${period.label} was ${percent(metrics.bands.inRange)} (${range}), from ${readingsOf(metrics)}; ${percent(metrics.belowRangePercent)} were below and ${percent(metrics.aboveRangePercent)} above.${own} ${goals}`;
}

function phraseLows({ period, unit, metrics }: GlucoseFacts): string {
  const below = formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit);
  const anyLow = ['veryLow', 'low'].includes(bandOf(metrics.min!).key);
  const share = anyLow ? `${percent(metrics.belowRangePercent)} of your ${readingsOf(metrics)}` : `none of your ${readingsOf(metrics)}`;
  const lowest = `the lowest was ${formatGlucoseWithUnit(metrics.min!, unit)}`;
  if (!metrics.episodes) return `${share[0]!.toUpperCase()}${share.slice(1)} ${period.label} were below ${below}; ${lowest}.`;
  const { level1, level2 } = metrics.episodes.hypo;
  const episodes = level1.count === 0 ? 'no low episodes' : plural(level1.count, 'low episode');
  const severe = level2.count === 0 ? '' : ` (${plural(level2.count, 'episode')} below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.veryLowBelow, unit)})`;
  return `You had ${episodes}${severe} ${period.label}; ${share} were below ${below} and ${lowest}. A low episode is at least ${EPISODE_MINUTES} minutes below ${below}.`;
}

/** A reply about the person's glucose, only from the engine's figures, naming the window they cover. */
export function phraseGlucose(facts: GlucoseFacts): string {
  if (facts.metrics.count === 0) return noReadings(facts.period.label);
  if (facts.kind === 'average') return phraseAverage(facts);
  if (facts.kind === 'time-in-range') return phraseTimeInRange(facts);
  return phraseLows(facts);
}
