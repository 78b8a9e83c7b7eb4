import { INSULIN_TYPES, MEAL_TYPES, type InsulinType, type MealType } from '@glyco/contracts';
import { isDosingQuestion } from '../dosing';
import { findKnowledge } from '../knowledge-base';
import { detectEmergency } from '../safety/emergency';
import type { Intent, Metric } from './intent';
import { findComparedPeriod, findPeriod, type AskedAt, type Period } from './periods';
import { mentions, readMessage, type ReadMessage } from './read-message';
import { MEAL_WORDS, VOCABULARY } from './vocabulary';

function mealTypeIn(message: ReadMessage): MealType | undefined {
  return MEAL_TYPES.find((type) => mentions(message, MEAL_WORDS[type]));
}

function insulinTypeIn(message: ReadMessage): InsulinType | undefined {
  return INSULIN_TYPES.find((type) => mentions(message, type.toLowerCase()));
}

/** The first metric the message names; carbs and insulin only as totals ("how many carbs did I eat"). */
function metricIn(message: ReadMessage, period: Period | undefined): Metric | undefined {
  const named = (Object.keys(VOCABULARY.metrics) as Metric[]).find((metric) => mentions(message, VOCABULARY.metrics[metric]));
  if ((named === 'carbs' || named === 'insulin') && !(period || mentions(message, VOCABULARY.totals))) return undefined;
  return named;
}

/** `aboutATerm`: "what is time in range?" asks for the explanation, not the person's figure. */
function dataIntent(message: ReadMessage, period: Period | undefined, personal: boolean, aboutATerm: boolean, asked: AskedAt): Intent | undefined {
  if (mentions(message, VOCABULARY.afterMeal)) return { kind: 'after-meal', mealType: mealTypeIn(message), period };
  if (mentions(message, VOCABULARY.mealIdeas)) return { kind: 'meal-ideas', mealType: mealTypeIn(message) };
  if (mentions(message, VOCABULARY.lowTimes)) return { kind: 'low-times', period };
  if (mentions(message, VOCABULARY.highTimes)) return { kind: 'high-times', period };
  if (aboutATerm && !period) return undefined;
  if (mentions(message, VOCABULARY.lastDose)) return { kind: 'last-dose', insulinType: insulinTypeIn(message) };
  const metric = metricIn(message, period);
  if (mentions(message, VOCABULARY.compare) && (personal || period || metric)) return { kind: 'compare', metric, period, against: period && findComparedPeriod(message.text, asked, period) };
  if (metric) return { kind: 'metric', metric, period };
  if (mentions(message, VOCABULARY.summary) && (personal || period)) return { kind: 'summary', period };
  if (mentions(message, VOCABULARY.levelsAlone) || (period && mentions(message, VOCABULARY.levels))) return { kind: 'metric', metric: 'average', period };
  return undefined;
}

/**
 * What a message asks for. An emergency is read first, on the raw text; then dosing questions
 * (always declined); then questions about the person's own data; then explanations of terms,
 * greetings and what the assistant can do. Anything else is unclear and gets a clarifying question.
 */
export function recogniseIntent(raw: string, asked: AskedAt): Intent {
  const message = readMessage(raw);
  const emergency = detectEmergency(message);
  if (emergency) return { kind: 'emergency', emergency };
  if (isDosingQuestion(message.text)) return { kind: 'dosing' };
  if (mentions(message, VOCABULARY.capabilities)) return { kind: 'capabilities' };
  const period = findPeriod(message.text, asked);
  const personal = mentions(message, VOCABULARY.aboutMe);
  const aboutATerm = mentions(message, VOCABULARY.definition) && !personal;
  const data = dataIntent(message, period, personal, aboutATerm, asked);
  if (data) return data;
  const entry = findKnowledge(message);
  if (entry) return { kind: 'explain', entryId: entry.id };
  if (mentions(message, VOCABULARY.greeting) && message.doc.terms().length <= 5) return { kind: 'greeting' };
  return { kind: 'unclear' };
}
