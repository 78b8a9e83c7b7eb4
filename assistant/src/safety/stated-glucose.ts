import { toMgdl } from '@glyco/contracts';
import { INSULIN_WORDS } from '../understand/insulin-words';

/**
 * Glucose values a message states, in mg/dL, the way people write them: "sensor says 52",
 * "bg 2.9", "im at 61", "3,4 mmol", "dropped to 48mg/dl". A number that names something else
 * (grams, units, days, hours, a percentage, an age, a threshold such as "under 70", a ketone or A1c
 * value) is not a glucose value.
 */
/** Therapy settings and the other grams of a meal: a number just after one is its value ("basal rate to 0.6", "protein 30"). */
const SETTING_WORDS = String.raw`ratio|factor|isf|icr|rates?|protein|fat`;
const NUMBER = /(\d{1,3}(?:\.\d{1,2})?)/;
const UNIT_AFTER = /^\s*(mmol(?:\/l)?|mg\/?dl|mg)?/;
/** Words after a number that make it something other than glucose. */
const OTHER_QUANTITY =
  /^\s*(?:g\b|gr|grams?|carbs?|units?|u\b|iu\b|%|percent|days?|d\b|hours?|hrs?|h\b|min|minutes?|mins?|weeks?|wks?|months?|years?|yrs?|y\/o|yo\b|kg|lbs?|pounds|times|x\b|am\b|pm\b|:|o'?clock|slices?|cups?|ml|oz|th\b|st\b|nd\b|rd\b|s\b)/;
/** Words just before a number that make it a threshold, a count or a dose. */
const OTHER_BEFORE =
  /\b(?:under|below|above|over|than|between|last|past|next|for|in|within|after|age|aged|bolus|basal|took|take|give|gave|inject(?:ed)?|correct|dose|use|add|ate|eat|had|every|each|top|first|no\.?|#|with|x|type|t)\s*$|\b(?:go|going|raise|lower|increase|decrease|change|set|move|switch|bump|put)(?: it| them)?(?: up| down)? to\s*$/;
/** "between 70 and 180": the end of a range named, not a reading. */
const RANGE_END = /\b(?:between|from)\b[^,.;!?]{0,25}\band\s*$/;
/**
 * The last measurement named before a number says what it measures. "Old" is not one: it names the
 * number before it ("my 8 year old is 3.4"), which "year" already rules out.
 */
const MEASUREMENTS = new RegExp(String.raw`\b(?:glucose|sugars?|bg|bs|bgl|sensor|sensr|cgm|libre|dexcom|meter|ketones?|a1c|hba1c|gmi|cv|weight|temp(?:erature)?|age|carbs?|${SETTING_WORDS}|${INSULIN_WORDS})\b`, 'g');
const NOT_GLUCOSE = new RegExp(String.raw`^(?:ketones?|a1c|hba1c|gmi|cv|weight|temp|temperature|age|carbs?|${SETTING_WORDS}|${INSULIN_WORDS})$`);
/**
 * "My son is 7", "she's 9 and her libre says 3,1": a whole number right after a child named by who
 * they are is an age. After a pronoun ("she is 3", "im 2") it is a glucose, as a low must not be missed.
 */
const AGE_BEFORE = /\b(?:son|daughter|kid|child|boy|girl|baby|toddler|brother|sister)(?: is|'s| was)\s*$/;
/** "at 12" after a meal or a time of day names the hour: "lunch at 12", "woke up at 6". */
const HOUR_BEFORE = /\b(?:breakfast|lunch|dinner|supper|tea|snack|bed|woke|wake|up|ate|eaten|school|work|around|about|till|until|from|since|by)\s+at\s*$/;
/** Words that say a bare number is a glucose reading. */
const GLUCOSE_CONTEXT =
  /\b(?:glucose|gluc?ose|sugar|sugars|blood|bloods|bg|bs|bgl|sensor|sensr|cgm|libre|dexcom|meter|reading|readings|level|levels|number|numbers|mg|mmol|at|to|is|are|was|its|it's|im|i'm|am|been|says|said|shows|showing|reads|reading|now|currently|only|just|low|lo|high|hi|dropped|dropping|down|crashed|crashing|falling|sitting|hit|hovering|on)\b/;

/** "59 on my finger prick", "48 on the libre": the measurement named just after the number. */
const GLUCOSE_AFTER = /^\s*(?:mg|mmol|on (?:my|the|his|her|their) (?:finger|meter|sensor|cgm|libre|dexcom|monitor|reader|pump)|(?:on )?(?:finger ?pricks?|fingersticks?|finger sticks?))\b/;
/** "58 before bed", "61 after gym", "3.4 on waking": a number with the time of day it was read at is a reading. */
const READ_AT = /^\s*(?:(?:before|after|at|around|by) (?:the |my |his |her )?(?:bed|bedtime|breakfast|brekkie|lunch|dinner|supper|tea|gym|school|work|sleep|waking|wake up|run|a run|training|football|exercise|practice|pe|swimming|a walk)|on waking|overnight|when (?:i|he|she) woke)\b/;

const DOSE_WORD = new RegExp(String.raw`^(?:${SETTING_WORDS}|${INSULIN_WORDS})$`);
/** "My correction factor is 3, should it be 2.5?": a value asked for a setting named before it. */
const SETTING_NAMED = /\b(?:ratio|factor|isf|icr|rates?|targets?)\b/;
const SETTING_VALUE_BEFORE = /\b(?:should (?:it|that|this|they) be|should be|or|instead of|rather than|(?:change|set|make|put) (?:it|that|this) to)\s*$/;
/**
 * "I was 3.1 yesterday afternoon": a value said in the past tense with a past day is no reading now.
 * A word of now in its clause ("still", "now", "today") keeps it a reading now.
 */
const PAST_VERB_BEFORE = /\b(?:was|were|had been)\b(?:\s+(?:at|on|down to|only|just))?\s*$/;
const PAST_DAY = /\b(?:yesterday|last (?:night|week|weekend|month)|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|days? ago|weeks? ago)\b/;
const NOW_WORD = /\b(?:now|still|rn|today|tonight|again|currently|atm)\b/;
function saidInThePast(clause: string, after: string): boolean {
  const clauseAfter = after.split(/[.!?,;]/)[0] ?? '';
  return PAST_VERB_BEFORE.test(clause) && PAST_DAY.test(clauseAfter + ' ' + clause) && !NOW_WORD.test(clause + ' ' + clauseAfter);
}
/** A dose word names a number only a few words on ("basal to 18"); "took my bolus and now im 3" is still a glucose. */
function namesThisNumber(measured: RegExpExecArray, clause: string): boolean {
  return !DOSE_WORD.test(measured[0]) || clause.length - (measured.index + measured[0].length) <= 8;
}

export function statedGlucoseMgdl(text: string): number[] {
  const values: number[] = [];
  for (const match of text.matchAll(new RegExp(`(?<![\\d.:/a-z-])${NUMBER.source}(?![\\d:/])`, 'g'))) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length);
    if (OTHER_QUANTITY.test(after) || OTHER_BEFORE.test(before) || RANGE_END.test(before)) continue;
    const clause = before.split(/[.!?,;]/).pop() ?? '';
    const measured = [...clause.matchAll(MEASUREMENTS)].pop();
    if (measured && NOT_GLUCOSE.test(measured[0]) && namesThisNumber(measured, clause)) continue;
    if ((SETTING_NAMED.test(before) && SETTING_VALUE_BEFORE.test(clause)) || saidInThePast(clause, after)) continue;
    const unit = UNIT_AFTER.exec(after)?.[1];
    const value = Number(match[1]);
    const mmol = unit?.startsWith('mmol') || (!unit && match[1]!.includes('.') && value < 35);
    // A decimal such as "2.7" in a diabetes chat is mmol/L glucose unless named as something else.
    const context = unit !== undefined || mmol || GLUCOSE_CONTEXT.test(clause) || GLUCOSE_AFTER.test(after) || READ_AT.test(after) || text.trim() === match[0];
    if (!context) continue;
    // No one is below 20 mg/dL and talking: a bare number under 20 in a glucose context is mmol/L ("my sugar is 3", "im 2").
    const wholeMmol = !unit && !mmol && value < 20;
    if (wholeMmol && (value === 0 || AGE_BEFORE.test(before) || HOUR_BEFORE.test(before))) continue;
    values.push(mmol || wholeMmol ? toMgdl(value, 'mmol/L') : value);
  }
  return values;
}
