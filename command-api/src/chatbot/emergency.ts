/**
 * Emergency recognition. Severe hypoglycaemia (level 3: a low that needs someone else's help),
 * loss of consciousness, seizures and very high glucose with vomiting or ketones (a sign of
 * diabetic ketoacidosis) come before anything else the assistant could say.
 */
export type EmergencyKind = 'unconscious' | 'seizure' | 'severe-low' | 'high-with-ketones';

const UNCONSCIOUS =
  /\b(?:unconscious|unresponsive|pass(?:ed|ing)? out|faint(?:ed|ing)?|collapsed?|blacked out|(?:can ?not|can't|won't|will not|couldn't|could not) (?:be )?(?:wake|woken|waken)(?: up)?|not waking(?: up)?|not breathing)\b/;
const SEIZURE = /\b(?:seizures?|seizing|convuls(?:ion|ions|ing)|fitting|having a fit)\b/;
const SEVERE_LOW =
  /\b(?:severe(?:ly)?|dangerously|extremely|very|really) (?:low|hypo(?:glyca?emi[ac])?)\b|\bsevere hypo|\bhypo(?:glyca?emi[ac])? emergency\b|\blow (?:and|but) (?:confused|can't swallow|cannot swallow|can't think|slurring)/;
const VOMITING_OR_KETONES = /\b(?:vomit(?:ing|ed)?|throwing up|threw up|ketones?|ketoacidosis|dka)\b/;
const VERY_HIGH = /\b(?:very|really|extremely|dangerously|severe(?:ly)?) high\b|\bover 300\b/;
const DKA = /\b(?:ketoacidosis|dka)\b/;

/** Glucose figures written in the message: "sugar is 45", "bg 2.5 mmol". */
function statedGlucoseMgdl(text: string): number[] {
  const values: number[] = [];
  const pattern =
    /\b(?:glucose|sugar|bg|bs|reading|level|meter|cgm)(?: level)?(?: is| was| at| of| reads| says| shows|:)? (?:only |just |about |around |now )?(\d{1,3}(?:[.,]\d)?)(?!\d| ?(?:days?|hours?|h|minutes?|mins?|weeks?|g|grams?|units?|%))\s*(mmol)?/g;
  for (const match of text.matchAll(pattern)) {
    const value = Number(match[1]!.replace(',', '.'));
    const inMmol = Boolean(match[2]) || (value < 35 && match[1]!.match(/[.,]/) !== null);
    values.push(inMmol ? value * 18.01559 : value);
  }
  return values;
}

/** Level 2 hypoglycaemia starts below 54 mg/dL (International Consensus on Time in Range, 2019). */
const SEVERE_LOW_MGDL = 54;
const VERY_HIGH_MGDL = 300;

/** The emergency a normalised message describes, if any. */
export function detectEmergency(text: string): EmergencyKind | undefined {
  if (UNCONSCIOUS.test(text)) return 'unconscious';
  if (SEIZURE.test(text)) return 'seizure';
  const stated = statedGlucoseMgdl(text);
  const questionAboutTerms = /^(?:what|explain|define|tell me about)\b/.test(text) && !/\b(?:i|i'm|im|my|he|she|they|help)\b/.test(text);
  if (SEVERE_LOW.test(text) && !questionAboutTerms) return 'severe-low';
  if (stated.some((mgdl) => mgdl > 0 && mgdl < SEVERE_LOW_MGDL)) return 'severe-low';
  const veryHigh = VERY_HIGH.test(text) || stated.some((mgdl) => mgdl > VERY_HIGH_MGDL);
  if (!questionAboutTerms && ((veryHigh && VOMITING_OR_KETONES.test(text)) || DKA.test(text))) return 'high-with-ketones';
  return undefined;
}
