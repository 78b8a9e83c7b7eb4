import { bandOf } from '@glyco/contracts';
import { mentions, readMessage, type ReadMessage } from '../understand/read-message';
import { describesOverdose } from './overdose';
import { statedGlucoseMgdl } from './stated-glucose';

/**
 * What the person may be going through right now, read before anything else:
 * - `low`: a low now (a value below 70 mg/dL / 3.9 mmol/L, or its symptoms): treat it now.
 * - `severe-low`: level 2 (below 54 mg/dL / 3.0 mmol/L) or level 3 (confused, cannot swallow or
 *   needs someone's help), International Consensus on Time in Range (Battelino 2019).
 * - `unconscious`, `seizure`: call the emergency number.
 * - `high-with-ketones`: high glucose with ketones, vomiting or heavy breathing, signs of
 *   diabetic ketoacidosis (ADA Standards of Care 2024, section 6), or a sick day that can lead to it:
 *   vomiting, fruity breath or fast deep breathing whatever the glucose (ISPAD 2022 sick-day guidelines).
 * - `overdose`: too much insulin taken (a double dose, the wrong insulin): a low may follow.
 * - `possible`: the classifier reads an emergency the rules do not place: every first step, briefly.
 */
export type EmergencyKind = 'low' | 'severe-low' | 'unconscious' | 'seizure' | 'high-with-ketones' | 'overdose' | 'possible';

const UNCONSCIOUS = [
  '(~unconscious~|~unresponsive~|fainted|fainting|faint|collapsed|collapse)',
  '(passed|passing|pass) out',
  'blacked out',
  'not (breathing|responding|waking|responsive)',
  'barely (conscious|awake|responding|responsive|breathing)',
  '(wont|will not|cant|cannot|can not|couldnt|could not) (wake|rouse) (him|her|them|me|up)',
  '(wont|will not|doesnt|does not|isnt|is not) (wake|waking|respond|responding) up?',
  '(can not|cannot|cant|wont|will not|could not|couldnt) (wake|respond)',
  '(can not|cannot|cant|wont|will not|could not|couldnt) be woken',
];
const SEIZURE = ['(~seizure~|seizures|seizing|~convulsing~|convulsions|convulsion|fitting)', 'having a fit'];
/** Level 3 signs: the person needs someone else's help. */
const NEEDS_HELP = [
  '(slurring|slurred|~disoriented~)',
  '(can not|cannot|cant|couldnt|could not) (swallow|think|stand|talk|eat)',
  'not making sense',
  '(very|really|dangerously|extremely|severely|super|scary) (low|lo|~hypo~)',
  'severe (low|~hypo~)',
];
/** Level 3 signs that need someone's help whatever words come with them, most often seen in a child. */
const SEVERE_SIGNS = [
  '(floppy|limp|~unrousable~|slurring|slurred|~disoriented~|incoherent|delirious)',
  'not making (any)? sense',
  '(talking|speaking|saying) (nonsense|gibberish|rubbish|weird things)',
  '(can not|cannot|cant|couldnt|could not) (think|speak|talk) (straight|properly|clearly)',
  '(acting|behaving|seems|seem) (really|very|so|a bit|kind of|all)? (drunk|strange|weird|odd|confused|out of it)',
  'out of it',
  '(doesnt|does not|dont|do not) (know|recognise|recognize) where',
  '(can not|cannot|cant|wont|will not|couldnt|could not|refuses to|refusing to|unable to) (swallow|drink)',
  'hard to wake',
];
/** Someone who does not respond, as people write it: compromise cannot hold "will not" in a group. */
const NOT_RESPONDING = /\b(?:wont|won't|will not|doesn'?t|does not|isn'?t|is not|not|can'?t|cannot|can not|couldn'?t|could not)\s+(?:respond|responding|wake|waking|answer|answering|come round|come to|rouse|be roused|get (?:a|any) (?:response|reaction|answer|word))\b/;
/** Confused as a state ("he's confused", "confused and shaky"), not about a topic ("confused about GMI"). */
const CONFUSED = /\b(?:confused|confusion|confuzed|confussed)\b(?!\s+(?:about|by|with|on|why|what|how|as|which|whether|if|over)\b)/;
/** A low happening now, as people say it. */
const LOW_NOW = [
  '(i|he|she|they|we|am|is|are|im|feel|feeling|feels|felt|going|goin|getting|gone|went|being|running|really|so|very|super|bit|still|def|definitely) (low|lo|~hypo~|hypoing)',
  'low (now|rn|atm)',
  'low right now',
  '(having|have|had|in|got) (a|an) ~hypo~',
  '~hypo~ (now|rn|atm)',
  '(dropping|dropped|falling|crashing|crashed|tanking|plummeting)',
  '(low|lo|urgent) (alarm|alert|alarming|beeping)',
  '(beeping|alarming|buzzing|alerting|vibrating|screaming) (low|lo)',
  'going off (low|lo)',
  '(low|lo) on (the|my|his|her|their) (meter|sensor|cgm|libre|dexcom|monitor|reader|pump)',
  '(says|reads|shows|showing|reading|displays) (low|lo)',
  '(feel|feeling|feels|felt) . (low|lo)',
  '^(low|lo|~hypo~)$',
  '(low|lo|~hypo~) help',
  '(low|lo) (low|lo)',
  '~hypo~ ~hypo~',
  '#Pronoun ~hypo~',
];
/** "Was I low yesterday?" asks about the past: its words alone are no low now (a value or a symptom still is). */
const ASKS_ABOUT_THE_PAST = [
  '^(was|were|did) (i|he|she|we|they|my|his|her|our|their)',
  // A count over a period: "how often did I hypo this month", "had one on Tuesday, how many this week".
  '(how often|how many) .* (did|have|has|had|was|were)',
  '(how often|how many) .* (this|last|per|a) (week|month|day|year|fortnight|weekend)',
];
const LOW_WORDS = ['(low|lo|~hypo~|hypos|sugar|glucose)'];
/** "I don't feel my lows anymore" speaks of hypo unawareness, not of a low now. */
const UNAWARE = [
  '(dont|do not|cant|cannot|can not|never|no longer|not|stopped|stop|stops|lose|losing) (feel|feeling|notice|noticing|sense|sensing) (my|his|her|their|your|any)? (lows|hypos|low|hypo)',
  '(lose|losing|lost|loses) (the|my|his|her|their|your)? (warning|early)? (signs|symptoms|signals)',
];
/** "A protein shake" is a drink, not the shakes (a typo-forgiving match reads "shake" as "shaky"). */
const DRINK_SHAKE = /\b(protein|milk|chocolate|strawberry|vanilla|banana|meal replacement|diet|smoothie|post workout)\s+shakes?\b/;
/** Symptoms of hypoglycaemia (shaky, sweaty, dizzy, ...). */
const LOW_SYMPTOMS = [
  '(~shaky~|shaking|~shakes~|~trembling~|trembly|~sweaty~|sweating|~clammy~|~dizzy~|~lightheaded~|~woozy~|~jittery~)',
  'light headed',
  '(~wobbly~|~shivery~)',
  'blurry vision',
  '(~tingling~|tingly|numb) (lips|lip|mouth|tongue)',
  '(lips|lip|mouth|tongue) (~tingling~|tingly|numb|are numb|is numb)',
  '(heart|heartbeat) (racing|pounding)',
];
/**
 * Signs of ketoacidosis or of a sick day that leads to it, urgent whatever the glucose: vomiting,
 * fruity (acetone) breath, fast deep breathing (Kussmaul), fluids not kept down (ISPAD 2022 sick-day
 * guidelines; ADA Standards of Care 2024, section 6).
 */
const SICK_DAY_SIGNS = [
  '(been|being|was|keeps being|keep being) sick (all|since|twice|again|several|multiple|three|two|a lot|every|overnight|non stop|nonstop)',
  '(~vomiting~|vomited|vomits|~vomit~|~puking~|puked|puke|pukes|retching)',
  '(throwing|threw|throws|keeps throwing|keep throwing) up',
  '(fruity|sweet|acetone|pear drops|nail polish) (breath|smelling breath)',
  'breath (smells|smell|smelling|is) .? (fruity|sweet|like)',
  '(fast|rapid|deep|heavy|hard|laboured|labored) breathing',
  'breathing (heavy|heavily|fast|hard|deep|deeply|really fast|very fast|weird|strange)',
  'breathing is (heavy|fast|hard|deep|rapid|weird)',
  '(can not|cannot|cant) (breathe|keep (anything|fluids|water|food|drinks) down)',
  '(cant|cannot|can not|couldnt|not) (keeping|keep) (anything|fluids|water|food|drinks) down',
];
const HIGH_SIGNS = [
  ...SICK_DAY_SIGNS,
  '(~ketones~|ketone|~ketoacidosis~|dka)',
  '(stomach|tummy|belly|abdominal) (pain|ache|aches|hurts|hurting|cramps)',
  '(stomachache|tummyache|bellyache)',
  '(very|really|so|super|extremely|unusually) (sleepy|drowsy|tired)',
  '(drowsy|lethargic)',
  '(throwing|threw) up',
  '(heavy|deep|fast|rapid|hard) breathing',
  'breathing (heavy|heavily|fast|hard|deep|deeply)',
  'breathing is (heavy|fast|hard|deep|rapid|weird)',
  '(can not|cannot|cant) breathe',
  'fruity breath',
  '(been|being|keep being|keeps being|was|got) sick',
  '(feel|feeling|feels|felt) (sick|nauseous)',
  '(~nausea~|nauseous)',
];
const HIGH_WORDS = ['(high|highs|hi|~hyperglycemia~|~hyperglycaemia~|~hyper~)'];
/**
 * Moderate or large ketones (or blood ketones of 1.5 mmol/L or more) need urgent care whatever the
 * glucose, since DKA can come with glucose not far above range (ADA Standards of Care 2024, section 6).
 */
const KETONES_HIGH = ['(large|moderate|high|dark|lots of) ~ketones~', '~ketones~ (are|is|were|was)? (high|large|moderate|dark|positive)'];
const KETONE_VALUE = /\bketones?\b[^.?!\d]{0,15}(\d+(?:\.\d+)?)/;
const URGENT_KETONES_MMOL = 1.5;
const DKA_NOW = ['(have|has|got|am|is|in) (dka|~ketoacidosis~)'];
/** "What are the symptoms of a hypo?": a question about a term, not about anyone now. */
const ABOUT_SOMEONE = ['(i|im|me|my|mine|he|she|they|him|her|his|their|we|our|us|kid|kids|son|daughter|child|husband|wife|partner|mum|mom|dad|baby|help)'];
const DEFINITION = ['^(what|whats|define|explain|meaning|describe|why|can|does|do|are|is|should)', '^tell me about', '^how (do|does|can|is|are)'];

function lowNow(message: ReadMessage, stated: number[]): EmergencyKind | undefined {
  const lowValues = stated.filter((mgdl) => ['veryLow', 'low'].includes(bandOf(mgdl).key));
  const needsHelp = mentions(message, NEEDS_HELP);
  const severeSigns = mentions(message, SEVERE_SIGNS) || CONFUSED.test(message.text);
  const symptoms = DRINK_SHAKE.test(message.text) ? readMessage(message.text.replace(new RegExp(DRINK_SHAKE.source, 'g'), '$1 drink')) : message;
  const lowSaid = lowValues.length > 0 || severeSigns || (mentions(message, LOW_NOW) && !mentions(message, ASKS_ABOUT_THE_PAST) && !mentions(message, UNAWARE)) || mentions(symptoms, LOW_SYMPTOMS) || (needsHelp && mentions(message, LOW_WORDS));
  if (!lowSaid) return undefined;
  if (lowValues.some((mgdl) => bandOf(mgdl).key === 'veryLow') || needsHelp || severeSigns) return 'severe-low';
  return 'low';
}

function highWithKetones(message: ReadMessage, stated: number[]): boolean {
  const high = stated.some((mgdl) => bandOf(mgdl).key === 'veryHigh') || mentions(message, HIGH_WORDS);
  const ketoneValue = Number(KETONE_VALUE.exec(message.text)?.[1] ?? 0);
  return (high && mentions(message, HIGH_SIGNS)) || mentions(message, DKA_NOW) || mentions(message, KETONES_HIGH) || ketoneValue >= URGENT_KETONES_MMOL;
}

/**
 * The emergency a message describes, read on the raw text (typos forgiven), or undefined. A
 * question about a term ("what is a hypo?") is an emergency only when it states a value or speaks
 * of someone.
 */
export function detectEmergency(raw: string | ReadMessage): EmergencyKind | undefined {
  const message = typeof raw === 'string' ? readMessage(raw) : raw;
  const stated = statedGlucoseMgdl(message.text);
  const aboutATerm = mentions(message, DEFINITION) && !mentions(message, ABOUT_SOMEONE);
  if (aboutATerm && stated.length === 0) return undefined;
  if (mentions(message, UNCONSCIOUS) || NOT_RESPONDING.test(message.text)) return 'unconscious';
  if (mentions(message, SEIZURE)) return 'seizure';
  const low = lowNow(message, stated);
  if (low) return low;
  if (describesOverdose(message.text)) return 'overdose';
  return highWithKetones(message, stated) || mentions(message, SICK_DAY_SIGNS) ? 'high-with-ketones' : undefined;
}
