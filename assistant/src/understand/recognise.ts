import { INSULIN_TYPES, MEAL_TYPES, type GlucoseUnit, type InsulinType, type MealType } from '@glyco/contracts';
import { isAboutAMeal, isDosingQuestion, mentionsTherapy } from '../dosing';
import { findKnowledge, findTopic, knowledgeEntry } from '../knowledge-base';
import { classify, flags } from '../classifier/model';
import { detectEmergency } from '../safety/emergency';
import { statedGlucoseMgdl } from '../safety/stated-glucose';
import { METRICS, type Intent, type Metric } from './intent';
import { findComparedPeriod, findPeriod, thisMonthAgainstLast, type AskedAt, type Period } from './periods';
import { mentions, readMessage, type ReadMessage } from './read-message';
import { MEAL_WORDS, VOCABULARY } from './vocabulary';

function mealTypeIn(message: ReadMessage): MealType | undefined {
  return MEAL_TYPES.find((type) => mentions(message, MEAL_WORDS[type]));
}

function insulinTypeIn(message: ReadMessage): InsulinType | undefined {
  return INSULIN_TYPES.find((type) => mentions(message, type.toLowerCase()));
}

/** "% in 3.9-7.8", "70 to 140": the tight range's span, however it is joined. */
const TIGHT_SPAN = /\b(?:70|3\.9)\s*(?:-|\u2013|to|and)\s*(?:140|7\.8)\b/;

/** The first metric the message names; carbs and insulin only as totals ("how many carbs did I eat"). */
function metricIn(message: ReadMessage, period: Period | undefined): Metric | undefined {
  if (TIGHT_SPAN.test(message.text)) return 'tight-range';
  const named = (Object.keys(VOCABULARY.metrics) as Metric[]).find((metric) => mentions(message, VOCABULARY.metrics[metric]));
  if ((named === 'carbs' || named === 'insulin') && !(period || mentions(message, VOCABULARY.totals))) return undefined;
  return named;
}

/** The unit a message asks its figure in ("average in mmol"), if it names one. */
export function unitAskedIn(message: ReadMessage): GlucoseUnit | undefined {
  if (mentions(message, VOCABULARY.inMmol)) return 'mmol/L';
  return mentions(message, VOCABULARY.inMgdl) ? 'mg/dL' : undefined;
}

/** What was eaten or injected: meals, doses or both, as the message names them. */
function historyIntent(message: ReadMessage, period: Period | undefined): Intent {
  const meals = /\b(?:eat|ate|eaten|food|foods|meals?|breakfast|brekkie|lunch|dinner|supper|snacks?|carbs?)\b/.test(message.text) || mealTypeIn(message) !== undefined;
  const doses = /\b(?:insulin|insulins|doses?|bolus|basal|injections?|injected|inject|shots?|jabs?|units|took|take|taken|gave|novorapid|humalog|lantus|tresiba|fiasp|levemir)\b/.test(message.text);
  const records = meals && !doses ? 'meals' : doses && !meals ? 'doses' : 'both';
  return { kind: 'history', records, mealType: records === 'doses' ? undefined : mealTypeIn(message), period };
}

/**
 * "Should I lower my basal since I'm going low at night?": lows as a pattern, asked about for a change
 * of therapy, not a low now. Only a mild low read from such words gives way; a value or a severe sign never does.
 */
const HABITUAL_LOW = /\b(?:going|go|goes|gone|been going|keep going|keeps going|running|dropping|drop|drops)\s+(?:low|lo|hypo)\s+(?:at night|overnight|every|each|in the (?:morning|afternoon|evening|night)s?|a lot|lately|often|all the time|most|during|after|before|when)\b/;

/** Glucose figures a "right now" question is never about. */
const NOT_CURRENT: readonly (Metric | undefined)[] = ['time-in-range', 'tight-range', 'gmi', 'cv', 'episodes', 'carbs', 'insulin'];

/** `aboutATerm`: "what is time in range?" asks for the explanation, not the person's figure. */
function dataIntent(message: ReadMessage, period: Period | undefined, personal: boolean, aboutATerm: boolean, asked: AskedAt): Intent | undefined {
  if (mentions(message, VOCABULARY.history) && !mentions(message, VOCABULARY.howMuch)) return historyIntent(message, period);
  // "Did I take my lantus this morning?" asks about a named time, not the last dose.
  if (period && mentions(message, VOCABULARY.lastDose) && !mentions(message, VOCABULARY.lastWords)) return historyIntent(message, period);
  if (mentions(message, VOCABULARY.afterMeal)) return { kind: 'after-meal', mealType: mealTypeIn(message), period };
  if (mentions(message, VOCABULARY.mealIdeas)) return { kind: 'meal-ideas', mealType: mealTypeIn(message) };
  // "How often did I go low this month" counts lows; "how often do I go low at night" asks when.
  const countOnly = mentions(message, VOCABULARY.countAsked) && !mentions(message, VOCABULARY.partOfDay);
  if (mentions(message, VOCABULARY.lowTimes) && !countOnly) return { kind: 'low-times', period };
  if (mentions(message, VOCABULARY.highTimes) && !countOnly) return { kind: 'high-times', period };
  if (mentions(message, VOCABULARY.currentState)) return { kind: 'current' };
  if (aboutATerm && !period) return undefined;
  if (mentions(message, VOCABULARY.lastDose)) return { kind: 'last-dose', insulinType: insulinTypeIn(message) };
  const metric = metricIn(message, period);
  if (mentions(message, VOCABULARY.current) && !NOT_CURRENT.includes(metric) && !mentions(message, VOCABULARY.compare)) return { kind: 'current' };
  if (mentions(message, VOCABULARY.compare) && (personal || period || metric)) {
    const months = thisMonthAgainstLast(message.text, asked);
    if (months) return { kind: 'compare', metric, ...months };
    return { kind: 'compare', metric, period, against: period && findComparedPeriod(message.text, asked, period) };
  }
  if (metric === 'insulin' && mentions(message, VOCABULARY.atAMeal)) return historyIntent(message, period);
  if (metric) return { kind: 'metric', metric, period, unit: unitAskedIn(message) };
  if (mentions(message, VOCABULARY.summary) && (personal || period)) return { kind: 'summary', period };
  if (mentions(message, VOCABULARY.levelsAlone) || (period && mentions(message, VOCABULARY.levels))) return { kind: 'metric', metric: 'average', period, unit: unitAskedIn(message) };
  return undefined;
}

/** The intent of a label the classifier chose, with the period, meal and unit the message names. */
function intentOfLabel(label: string, message: ReadMessage, asked: AskedAt): Intent | undefined {
  const period = questionPeriod(message.text, asked);
  const [kind, detail] = label.split(':') as [string, string | undefined];
  if (kind === 'metric' && (METRICS as readonly string[]).includes(detail!)) return { kind: 'metric', metric: detail as Metric, period, unit: unitAskedIn(message) };
  if (kind === 'explain' && knowledgeEntry(detail!)) return { kind: 'explain', entryId: detail! };
  switch (kind) {
    case 'summary':
    case 'low-times':
    case 'high-times':
      return { kind, period };
    case 'compare':
      return { kind, period, against: period && findComparedPeriod(message.text, asked, period) };
    case 'after-meal':
      return { kind, mealType: mealTypeIn(message), period };
    case 'meal-ideas':
      return { kind, mealType: mealTypeIn(message) };
    case 'last-dose':
      return { kind, insulinType: insulinTypeIn(message) };
    case 'history':
      return historyIntent(message, period);
    case 'current':
    case 'capabilities':
    case 'greeting':
    case 'thanks':
      return { kind };
    default:
      return undefined;
  }
}

/**
 * What a message asks for. An emergency is read first, on the raw text; then dosing questions
 * (always declined); then questions about the person's own data; then explanations of terms,
 * greetings and what the assistant can do. Anything else is unclear and gets a clarifying question.
 */
export function recogniseIntent(raw: string, asked: AskedAt): Intent {
  const message = readMessage(raw);
  const ruled = recogniseByRules(message, asked);
  if (ruled.kind === 'emergency' || ruled.kind === 'dosing') return ruled;
  const reading = classify(raw);
  const placed = ruled.kind !== 'unclear';
  if (flags(reading, 'emergency', placed)) return { kind: 'emergency', emergency: 'possible' };
  if (flags(reading, 'dosing', placed) && mentionsTherapy(message.text)) return { kind: 'dosing', meal: isAboutAMeal(message.text) };
  if (placed || reading.knownWords === 0 || reading.best === 'unclear' || (reading.odds[reading.best] ?? 0) <= 0) return ruled;
  return intentOfLabel(reading.best, message, asked) ?? ruled;
}

/**
 * "Had a hypo on Tuesday, how many have I had this week?": the period of the question, where the
 * message's last clause asks one and names its own; otherwise the first the message names.
 */
function questionPeriod(text: string, asked: AskedAt): Period | undefined {
  const clauses = text.split(/[,;.!?]\s*/).filter((clause) => clause.trim() !== '');
  const question = clauses.length > 1 ? clauses.at(-1)! : undefined;
  const asksHere = question !== undefined && /^\s*(?:how|what|whats|when|which|did|was|were|is|am|are|do|does|have|has)\b/.test(question);
  return (asksHere ? findPeriod(question, asked) : undefined) ?? findPeriod(text, asked);
}

function recogniseByRules(message: ReadMessage, asked: AskedAt): Intent {
  const emergency = detectEmergency(message);
  const dosing = isDosingQuestion(message.text);
  if (emergency && !(emergency === 'low' && dosing && HABITUAL_LOW.test(message.text) && statedGlucoseMgdl(message.text).length === 0)) return { kind: 'emergency', emergency };
  if (dosing) return { kind: 'dosing', meal: isAboutAMeal(message.text) };
  if (mentions(message, VOCABULARY.offTopic)) return { kind: 'unclear' };
  if (mentions(message, VOCABULARY.capabilities)) return { kind: 'capabilities' };
  const period = questionPeriod(message.text, asked);
  // "Why am I high in the morning?" asks about a topic even though it names a part of the day.
  const topic = period && !mentions(message, VOCABULARY.why) ? undefined : findTopic(message);
  if (topic) return { kind: 'explain', entryId: topic.id };
  const meant = mentions(message, VOCABULARY.meaning) ? findKnowledge(message) : undefined;
  if (meant) return { kind: 'explain', entryId: meant.id };
  // "Explain hypos to me" asks about a term: "me" as the one told is not the person's data.
  const personal = mentions(message, VOCABULARY.aboutMe) && !(mentions(message, VOCABULARY.explainToMe) && !mentions(message, VOCABULARY.whose));
  const aboutATerm = mentions(message, VOCABULARY.definition) && !personal;
  const data = dataIntent(message, period, personal, aboutATerm, asked);
  if (data) return data;
  const entry = findKnowledge(message);
  if (entry) return { kind: 'explain', entryId: entry.id };
  if (mentions(message, VOCABULARY.thanks) && message.doc.terms().length <= 8) return { kind: 'thanks' };
  if (mentions(message, VOCABULARY.greeting) && message.doc.terms().length <= 5) return { kind: 'greeting' };
  return { kind: 'unclear' };
}
