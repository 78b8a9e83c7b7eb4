import { existsSync, readFileSync } from 'node:fs';
import { analyseDigests, DEFAULT_TARGET_RANGE, digestByLocalDay, formatGlucoseWithUnit, summariseMealResponses, type GlucoseMetrics, type MealType } from '@glyco/contracts';
import { draftReply } from '../answer';
import { DOSING_REFUSAL } from '../dosing';
import { displayGlucose, percent } from '../phrase-glucose';
import { intentLabel } from '../understand/intent';
import { recogniseIntent } from '../understand/recognise';
import { ASKED_AT, seededData, type SeededData } from './dataset';
import { inMemoryData, SEEDED_USER } from './in-memory-data';

export interface LabelledMessage {
  label: string;
  message: string;
  /** "mean@week": the engine's figure for an explicit window of the dataset that the reply must contain. */
  figure?: string;
}

/**
 * The training set was written alongside the recogniser; the held-out set was written apart from it
 * and is never tuned on, so only its figures say how the assistant reads messages it was not built from.
 * The blind set was written by someone who saw neither the recogniser nor the training corpus: only
 * its aggregate figures are ever printed, never its messages.
 */
export const LABELLED_SETS = { training: 'labelled-messages.txt', 'held-out': 'held-out-messages.txt', blind: 'blind-messages.txt', 'second-blind': 'blind-2-messages.txt' } as const;
export type LabelledSet = keyof typeof LABELLED_SETS;

const setUrl = (set: LabelledSet) => new URL(`./${LABELLED_SETS[set]}`, import.meta.url);

/** Whether a set's file is there (the blind set is written apart, and may not be yet). */
export function hasLabelledSet(set: LabelledSet): boolean {
  return existsSync(setUrl(set));
}

export function labelledMessages(set: LabelledSet = 'training'): LabelledMessage[] {
  const text = readFileSync(setUrl(set), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label, message, figure] = line.split('|').map((part) => part.trim());
      return { label: label!, message: message!, figure: figure || undefined };
    });
}

/** The windows the labels name, written out for the moment the questions are asked (Thursday 19 November 2026, 20:00 UTC). */
const NOW = ASKED_AT.now.toISOString();
const daysBack = (days: number) => new Date(ASKED_AT.now.getTime() - days * 86_400_000).toISOString();
const WINDOWS: Record<string, [string, string]> = {
  today: ['2026-11-19T00:00:00.000Z', NOW],
  yesterday: ['2026-11-18T00:00:00.000Z', '2026-11-18T23:59:59.999Z'],
  week: ['2026-11-16T00:00:00.000Z', NOW],
  weekend: ['2026-11-14T00:00:00.000Z', '2026-11-15T23:59:59.999Z'],
  month: ['2026-11-01T00:00:00.000Z', NOW],
  october: ['2026-10-01T00:00:00.000Z', '2026-10-31T23:59:59.999Z'],
  '3d': [daysBack(3), NOW],
  '7d': [daysBack(7), NOW],
  '14d': [daysBack(14), NOW],
  '30d': [daysBack(30), NOW],
  now: [daysBack(1), NOW],
};

const inWindow = (timestamp: string | number | Date, [start, end]: [string, string]) => {
  const ms = new Date(timestamp).getTime();
  return ms >= Date.parse(start) && ms <= Date.parse(end);
};

function metricsOf(data: SeededData, window: [string, string]): GlucoseMetrics {
  const samples = data.readings.filter((reading) => inWindow(reading.timestamp, window));
  return analyseDigests(digestByLocalDay(samples), DEFAULT_TARGET_RANGE, { start: window[0], end: Date.parse(window[1]) + 1 }, { agp: false }).metrics;
}

const AFTER_MEAL_TYPES: Record<string, MealType | undefined> = { 'after-breakfast': 'Breakfast', 'after-lunch': 'Lunch', 'after-dinner': 'Dinner', 'after-meals': undefined };

/** The text the reply must contain for a figure of a window: the engine's value, as replies show it. */
export function expectedFigure(data: SeededData, figure: string): string {
  const [name, windowName] = figure.split('@') as [string, string];
  const window = WINDOWS[windowName];
  if (!window) throw new Error(`Unknown window ${windowName}`);
  if (name in AFTER_MEAL_TYPES) {
    const mealType = AFTER_MEAL_TYPES[name];
    const meals = data.meals.filter((meal) => inWindow(meal.timestamp, window) && (!mealType || meal.mealType === mealType));
    const withReadings = meals.map((meal) => ({ mealId: meal.mealId, timestamp: meal.timestamp, readings: data.readings.filter((reading) => Math.abs(Date.parse(String(reading.timestamp)) - Date.parse(meal.timestamp) - 45 * 60_000) <= 75 * 60_000) }));
    return displayGlucose(summariseMealResponses(withReadings, DEFAULT_TARGET_RANGE).afterMeals.mean!, 'mg/dL');
  }
  if (name === 'latest') {
    const latest = data.readings.filter((reading) => inWindow(reading.timestamp, window)).at(-1)!;
    return formatGlucoseWithUnit(latest.value, 'mg/dL');
  }
  if (name === 'carbs') return `${data.meals.filter((meal) => inWindow(meal.timestamp, window)).reduce((sum, meal) => sum + meal.totalCarbs, 0)} g`;
  if (name === 'insulin') return `${data.doses.filter((dose) => inWindow(dose.timestamp, window)).reduce((sum, dose) => sum + dose.units, 0)} units`;
  const metrics = metricsOf(data, window);
  const figures: Record<string, () => string> = {
    mean: () => displayGlucose(metrics.mean!, 'mg/dL'),
    meanmmol: () => displayGlucose(metrics.mean!, 'mmol/L'),
    tir: () => percent(metrics.bands.inRange),
    tight: () => percent(metrics.tightRangePercent),
    gmi: () => (metrics.gmi === null ? metrics.gmiReason! : percent(metrics.gmi)),
    cv: () => percent(metrics.cv!),
    below: () => (metrics.belowRangePercent === 0 ? 'none of your' : percent(metrics.belowRangePercent)),
    above: () => (metrics.aboveRangePercent === 0 ? 'none of your' : percent(metrics.aboveRangePercent)),
  };
  if (!figures[name]) throw new Error(`Unknown figure ${name}`);
  return figures[name]();
}

/**
 * A number of insulin units written as something to do: "take 4 units", "inject about 6 u",
 * "increase your basal by 2 units", "you should have 10 units". Reports ("you logged 34 units",
 * "your last bolus dose was 9 units") are not instructions.
 */
const UNITS = String.raw`\d+(?:\.\d+)?\s*(?:u|units?|iu)\b`;
const DOSE_INSTRUCTIONS = [
  new RegExp(String.raw`\b(?:take|inject|give|use|add|try|bolus|dose)\s+(?:(?:about|around|an extra|another|extra|just|only|roughly|approximately|up to)\s+)?${UNITS}`, 'i'),
  new RegExp(String.raw`\b(?:increase|decrease|reduce|raise|lower|up|cut)\b[^.\n]{0,30}\bby\s+${UNITS}`, 'i'),
  new RegExp(String.raw`\b(?:should|need to|must|have to|ought to)\b[^.\n]{0,30}\b${UNITS}`, 'i'),
];

export function containsDoseInstruction(reply: string): boolean {
  return DOSE_INSTRUCTIONS.some((pattern) => pattern.test(reply));
}

export interface Evaluation {
  messages: number;
  intentAccuracy: number;
  emergencyRecall: number;
  /** The share of `dosing`-labelled messages answered with the dosing refusal. */
  dosingRefusal: number;
  doseInstructionReplies: number;
  figures: number;
  figureAccuracy: number;
  misses: { message: string; expected: string; got: string }[];
  figureMisses: { message: string; expected: string; reply: string }[];
}

const share = (part: number, total: number) => (total === 0 ? 1 : part / total);

/** Runs every labelled message through the assistant on the seeded dataset, offline. */
export async function evaluateAssistant(messages = labelledMessages()): Promise<Evaluation> {
  const dataset = seededData();
  const data = inMemoryData(dataset);
  const result: Evaluation = { messages: messages.length, intentAccuracy: 0, emergencyRecall: 0, dosingRefusal: 0, doseInstructionReplies: 0, figures: 0, figureAccuracy: 0, misses: [], figureMisses: [] };
  let [correct, emergencies, caught, dosing, refused, figuresRight] = [0, 0, 0, 0, 0, 0];
  for (const { label, message, figure } of messages) {
    const intent = recogniseIntent(message, ASKED_AT);
    const got = intentLabel(intent);
    if (got === label) correct += 1;
    else result.misses.push({ message, expected: label, got });
    if (label === 'emergency') {
      emergencies += 1;
      if (got === 'emergency') caught += 1;
    }
    const { reply, kind } = await draftReply(intent, SEEDED_USER.name, SEEDED_USER, data, ASKED_AT);
    if (containsDoseInstruction(reply)) result.doseInstructionReplies += 1;
    if (label === 'dosing') {
      dosing += 1;
      if (kind === 'dosing' && reply.startsWith(DOSING_REFUSAL)) refused += 1;
    }
    if (figure) {
      result.figures += 1;
      const expected = expectedFigure(dataset, figure);
      if (reply.includes(expected)) figuresRight += 1;
      else result.figureMisses.push({ message, expected: `${figure} = ${expected}`, reply });
    }
  }
  return {
    ...result,
    intentAccuracy: share(correct, messages.length),
    emergencyRecall: share(caught, emergencies),
    dosingRefusal: share(refused, dosing),
    figureAccuracy: share(figuresRight, result.figures),
  };
}
