import {
  BAND_LIMITS_MGDL, bandOf, DEFAULT_TARGET_RANGE, EPISODE_MINUTES, formatGlucoseValueWithUnit, formatGlucoseWithUnit, fromMgdl, GLUCOSE_GOALS, TIGHT_RANGE_DECIMG,
  type GlucoseMetrics, type GlucoseUnit, type GoalKey,
} from '@glyco/contracts';
import type { Facts } from './facts';
import type { Period } from './understand/periods';

type GlucoseFacts = Extract<Facts, { kind: 'glucose' }>;

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** Percentages as the engine gives them, to one decimal. */
export const percent = (value: number) => `${value.toFixed(1)}%`;

/** The engine's figure in mg/dL (already to 0.1) with one decimal, or converted to mmol/L with one decimal. */
export function displayGlucose(mgdl: number, unit: GlucoseUnit): string {
  return `${fromMgdl(mgdl, unit).toFixed(1)} ${unit}`;
}

export function noReadings(period: Period): string {
  return `I couldn't find any glucose readings ${period.label}. Once you log some on the Glucose page I can work this out for you.`;
}

export function readingsOf(metrics: Pick<GlucoseMetrics, 'count' | 'source'>): string {
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
  // Unasked, a GMI the engine withholds (less than 14 days at 70 % wear) is left out.
  if (metrics.gmi === null) return average;
  return `${average} Your GMI for that period was ${percent(metrics.gmi)}.`;
}

/** GMI is reported only from 14 days of CGM data at 70 % wear; otherwise the engine's reason is said instead. */
function phraseGmi({ period, metrics }: GlucoseFacts): string {
  if (metrics.gmi === null) return `${metrics.gmiReason ? `${metrics.gmiReason} ` : ''}You have ${readingsOf(metrics)} ${period.label}, so I can't estimate it; your lab A1c is the figure to use.`;
  return `Your GMI ${period.label} was ${percent(metrics.gmi)}, from ${readingsOf(metrics)}; the consensus goal is ${goalInWords('gmi')}${goalVerdict(metrics, 'gmi')}.`;
}

function phraseCv({ period, metrics }: GlucoseFacts): string {
  if (metrics.cv === null) return `I need at least 2 readings to work out how much your glucose varied ${period.label}; I found ${readingsOf(metrics)}.`;
  const stable = GLUCOSE_GOALS.find((goal) => goal.key === 'cv')!.meets(metrics.cv) ? 'stable' : 'more variable than the consensus goal';
  return `Your glucose variability (CV) ${period.label} was ${percent(metrics.cv)}, from ${readingsOf(metrics)}: ${stable} (the goal is ${goalInWords('cv')}).`;
}

export function phraseTimeInRange({ period, unit, metrics }: Pick<GlucoseFacts, 'period' | 'unit' | 'metrics'>): string {
  const range = `${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)} to ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit)}`;
  const { target } = metrics;
  const own = target.min === DEFAULT_TARGET_RANGE.min && target.max === DEFAULT_TARGET_RANGE.max
    ? ''
    : ` Within your own target of ${formatGlucoseWithUnit(target.min, unit)} to ${formatGlucoseWithUnit(target.max, unit)} it was ${percent(metrics.targetPercent.inRange)}.`;
  const goals = `The International Consensus on Time in Range (2019) suggests ${goalInWords('inRange')} in range${goalVerdict(metrics, 'inRange')} and ${goalInWords('belowRange')} below${goalVerdict(metrics, 'belowRange')}.`;
  return `Your time in range ${period.label} was ${percent(metrics.bands.inRange)} (${range}), from ${readingsOf(metrics)}; ${percent(metrics.belowRangePercent)} were below and ${percent(metrics.aboveRangePercent)} above.${own} ${goals}`;
}

function phraseTightRange({ period, unit, metrics }: GlucoseFacts): string {
  const range = `${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)} to ${formatGlucoseWithUnit(TIGHT_RANGE_DECIMG.to / 10, unit)}`;
  return `Your time in tight range (${range}) ${period.label} was ${percent(metrics.tightRangePercent)}, from ${readingsOf(metrics)}; your time in range (up to ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit)}) was ${percent(metrics.bands.inRange)}.`;
}

function phraseLows({ period, unit, metrics }: GlucoseFacts): string {
  const below = formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit);
  const anyLow = ['veryLow', 'low'].includes(bandOf(metrics.min!, unit).key);
  const share = anyLow ? `${percent(metrics.belowRangePercent)} of your ${readingsOf(metrics)}` : `none of your ${readingsOf(metrics)}`;
  const lowest = `the lowest was ${formatGlucoseValueWithUnit(metrics.min!, unit, metrics.minSensorLimit)}`;
  if (!metrics.episodes) return `${share[0]!.toUpperCase()}${share.slice(1)} ${period.label} were below ${below}; ${lowest}.`;
  const { level1, level2 } = metrics.episodes.hypo;
  const episodes = level1.count === 0 ? 'no low episodes' : plural(level1.count, 'low episode');
  const severe = level2.count === 0 ? '' : ` (${plural(level2.count, 'episode')} below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.veryLowBelow, unit)})`;
  return `You had ${episodes}${severe} ${period.label}; ${share} were below ${below} and ${lowest}. A low episode is at least ${EPISODE_MINUTES} minutes below ${below}.`;
}

function phraseHighs({ period, unit, metrics }: GlucoseFacts): string {
  const above = formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit);
  const anyHigh = ['high', 'veryHigh'].includes(bandOf(metrics.max!, unit).key);
  const share = anyHigh ? `${percent(metrics.aboveRangePercent)} of your ${readingsOf(metrics)}` : `none of your ${readingsOf(metrics)}`;
  const highest = `the highest was ${formatGlucoseValueWithUnit(metrics.max!, unit, metrics.maxSensorLimit)}`;
  if (!metrics.episodes) return `${share[0]!.toUpperCase()}${share.slice(1)} ${period.label} were above ${above}; ${highest}.`;
  const { level1, level2 } = metrics.episodes.hyper;
  const episodes = level1.count === 0 ? 'no high episodes' : plural(level1.count, 'high episode');
  const severe = level2.count === 0 ? '' : ` (${plural(level2.count, 'episode')} above ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.veryHighAbove, unit)})`;
  return `You had ${episodes}${severe} ${period.label}; ${share} were above ${above} and ${highest}. A high episode is at least ${EPISODE_MINUTES} minutes above ${above}.`;
}

function phraseEpisodes({ period, unit, metrics }: GlucoseFacts): string {
  if (!metrics.episodes) return `Episodes are counted from CGM data; your ${readingsOf(metrics)} ${period.label} are finger-sticks. ${percent(metrics.belowRangePercent)} were below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)} and ${percent(metrics.aboveRangePercent)} above ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit)}.`;
  const { hypo, hyper } = metrics.episodes;
  return `${period.label[0]!.toUpperCase()}${period.label.slice(1)} you had ${plural(hypo.level1.count, 'low episode')} (${hypo.level2.count} below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.veryLowBelow, unit)}) and ${plural(hyper.level1.count, 'high episode')} (${hyper.level2.count} above ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.veryHighAbove, unit)}), from ${readingsOf(metrics)}; ${percent(metrics.belowRangePercent)} of readings were below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)} and ${percent(metrics.aboveRangePercent)} above ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.highAbove, unit)}. An episode is at least ${EPISODE_MINUTES} minutes beyond the limit.`;
}

const PHRASES: Record<GlucoseFacts['metric'], (facts: GlucoseFacts) => string> = {
  average: phraseAverage,
  'time-in-range': phraseTimeInRange,
  'tight-range': phraseTightRange,
  gmi: phraseGmi,
  cv: phraseCv,
  lows: phraseLows,
  highs: phraseHighs,
  episodes: phraseEpisodes,
};

/** A reply about one glucose figure, only from the engine's figures, naming the window and the readings they cover. */
export function phraseGlucose(facts: GlucoseFacts): string {
  if (facts.metrics.count === 0) return noReadings(facts.period);
  return PHRASES[facts.metric](facts);
}
