import { toMgdl } from '@glyco/contracts';

/**
 * Glucose values a message states, in mg/dL, the way people write them: "sensor says 52",
 * "bg 2.9", "im at 61", "3,4 mmol", "dropped to 48mg/dl". A number that names something else
 * (grams, units, days, hours, a percentage, an age, a threshold such as "under 70", a ketone or A1c
 * value) is not a glucose value.
 */
const NUMBER = /(\d{1,3}(?:\.\d{1,2})?)/;
const UNIT_AFTER = /^\s*(mmol(?:\/l)?|mg\/?dl|mg)?/;
/** Words after a number that make it something other than glucose. */
const OTHER_QUANTITY =
  /^\s*(?:g\b|gr|grams?|carbs?|units?|u\b|iu\b|%|percent|days?|d\b|hours?|hrs?|h\b|min|minutes?|mins?|weeks?|wks?|months?|years?|yrs?|y\/o|yo\b|kg|lbs?|pounds|times|x\b|am\b|pm\b|:|o'?clock|slices?|cups?|ml|oz|th\b|st\b|nd\b|rd\b|s\b)/;
/** Words just before a number that make it a threshold, a count or a dose. */
const OTHER_BEFORE =
  /\b(?:under|below|above|over|than|between|and|last|past|next|for|in|within|after|age|aged|bolus|basal|took|take|gave|inject(?:ed)?|ate|eat|had|every|each|top|first|no\.?|#|with|x)\s*$/;
/**
 * The last measurement named before a number says what it measures. "Old" is not one: it names the
 * number before it ("my 8 year old is 3.4"), which "year" already rules out.
 */
const MEASUREMENTS = /\b(?:glucose|sugars?|bg|bs|bgl|sensor|sensr|cgm|libre|dexcom|meter|ketones?|a1c|hba1c|gmi|cv|weight|temp(?:erature)?|age|insulin|carbs?)\b/g;
const NOT_GLUCOSE = /^(?:ketones?|a1c|hba1c|gmi|cv|weight|temp|temperature|age|insulin|carbs?)$/;
/** Words that say a bare number is a glucose reading. */
const GLUCOSE_CONTEXT =
  /\b(?:glucose|gluc?ose|sugar|sugars|blood|bloods|bg|bs|bgl|sensor|sensr|cgm|libre|dexcom|meter|reading|readings|level|levels|number|numbers|mg|mmol|at|to|is|are|was|its|it's|im|i'm|am|been|says|said|shows|showing|reads|reading|now|currently|only|just|low|lo|high|hi|dropped|dropping|down|crashed|crashing|falling|sitting|hit|hovering|on)\b/;

/** "59 on my finger prick", "48 on the libre": the measurement named just after the number. */
const GLUCOSE_AFTER = /^\s*(?:mg|mmol|on (?:my|the|his|her|their) (?:finger|meter|sensor|cgm|libre|dexcom|monitor|reader|pump)|(?:on )?(?:finger ?pricks?|fingersticks?|finger sticks?))\b/;

export function statedGlucoseMgdl(text: string): number[] {
  const values: number[] = [];
  for (const match of text.matchAll(new RegExp(`(?<![\\d.:/-])${NUMBER.source}(?![\\d:/])`, 'g'))) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length);
    if (OTHER_QUANTITY.test(after) || OTHER_BEFORE.test(before)) continue;
    const clause = before.split(/[.!?,;]/).pop() ?? '';
    const measured = [...clause.matchAll(MEASUREMENTS)].pop()?.[0];
    if (measured && NOT_GLUCOSE.test(measured)) continue;
    const unit = UNIT_AFTER.exec(after)?.[1];
    const value = Number(match[1]);
    const mmol = unit?.startsWith('mmol') || (!unit && match[1]!.includes('.') && value < 35);
    // A decimal such as "2.7" in a diabetes chat is mmol/L glucose unless named as something else.
    const context = unit !== undefined || mmol || GLUCOSE_CONTEXT.test(clause) || GLUCOSE_AFTER.test(after) || text.trim() === match[0];
    if (!context) continue;
    if (!mmol && value < 20) continue;
    values.push(mmol ? toMgdl(value, 'mmol/L') : value);
  }
  return values;
}
