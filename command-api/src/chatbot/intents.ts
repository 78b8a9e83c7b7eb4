import { INSULIN_TYPES, type InsulinType } from '@glyco/contracts';
import { isDosingQuestion } from './dosing';
import { detectEmergency, type EmergencyKind } from './emergency';
import { findKnowledge } from './knowledge-base';
import { parsePeriod, type PeriodName } from './period';

export type Intent =
  | { kind: 'emergency'; emergency: EmergencyKind }
  | { kind: 'dosing' }
  | { kind: 'average'; period: PeriodName }
  | { kind: 'lows'; period: PeriodName }
  | { kind: 'carbs'; period: PeriodName }
  | { kind: 'time-in-range'; period: PeriodName }
  | { kind: 'last-dose'; insulinType?: InsulinType }
  | { kind: 'explain'; entryId: string }
  | { kind: 'greeting' }
  | { kind: 'unknown' };

/** Lower case, straight quotes, single spaces: what every matcher below expects. */
export function normaliseMessage(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A question about the person's own records, not about a term in general. */
const ABOUT_ME = /\b(?:my|i|i'm|me|mine|did i|have i)\b/;

const AVERAGE = /\b(?:average|mean|avg)\b/;
const LOWS = /\b(?:lows?|hypos?|hypoglyca?emi(?:a|as|c episodes?))\b/;
const COUNT = /\bhow (?:many|often)\b|\bnumber of\b|\bany\b|\bcount\b/;
const CARBS = /\bcarb(?:ohydrate)?s?\b/;
const CARB_AMOUNT = /\bhow (?:many|much)\b|\btotal\b|\bdid i (?:eat|have)\b|\bate\b/;
const TIME_IN_RANGE = /\btime in range\b|\btir\b|\bin range\b/;
const LAST_DOSE = /\b(?:last|latest|most recent|previous)\b[^?]*\b(?:dose|insulin|basal|bolus|injection|shot)\b|\bwhen did i (?:last )?(?:take|inject|have)\b/;
const GREETING = /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you)\b[\s!.,a-z]{0,20}$/;

function insulinTypeIn(text: string): InsulinType | undefined {
  return INSULIN_TYPES.find((type) => new RegExp(`\\b${type.toLowerCase()}\\b`).test(text));
}

function dataQuestion(text: string): Intent | undefined {
  const period = parsePeriod(text);
  const mine = ABOUT_ME.test(text) || period !== undefined;
  if (!mine) return undefined;
  if (LAST_DOSE.test(text) && !CARBS.test(text)) return { kind: 'last-dose', insulinType: insulinTypeIn(text) };
  if (TIME_IN_RANGE.test(text)) return { kind: 'time-in-range', period: period ?? { kind: 'last-days', days: 14 } };
  if (LOWS.test(text) && (COUNT.test(text) || period)) return { kind: 'lows', period: period ?? { kind: 'today' } };
  if (CARBS.test(text) && (CARB_AMOUNT.test(text) || period)) return { kind: 'carbs', period: period ?? { kind: 'today' } };
  if (AVERAGE.test(text)) return { kind: 'average', period: period ?? { kind: 'last-days', days: 7 } };
  return undefined;
}

/**
 * What a message asks for. Emergencies win over everything, then dosing questions (always declined),
 * then questions about the person's own data, then explanations of terms.
 */
export function recogniseIntent(message: string): Intent {
  const text = normaliseMessage(message);
  const emergency = detectEmergency(text);
  if (emergency) return { kind: 'emergency', emergency };
  if (isDosingQuestion(text)) return { kind: 'dosing' };
  const data = dataQuestion(text);
  if (data) return data;
  const entry = findKnowledge(text);
  if (entry) return { kind: 'explain', entryId: entry.id };
  if (GREETING.test(text)) return { kind: 'greeting' };
  return { kind: 'unknown' };
}
