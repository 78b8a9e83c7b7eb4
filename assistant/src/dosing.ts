import { INSULIN_BRANDS, INSULIN_KINDS } from './understand/insulin-words';

/**
 * Dosing and therapy questions. The assistant never recommends an insulin dose or a change to
 * treatment: doses depend on ratios, correction factors, activity and illness that only the
 * person's care team has assessed, and a wrong dose can cause a dangerous low.
 */
const SETTINGS = String.raw`pump settings?|settings?|(?:carb|carbohydrate|insulin)[- ]to[- ](?:carb|carbohydrate|insulin) ratio|ratios?|icr|isf|correction factor|sensitivity factor|insulin sensitivity|basal rates?|temp basal`;
const THERAPY_WORDS = new RegExp(
  String.raw`\b(?:${INSULIN_KINDS}|${INSULIN_BRANDS}|insulin|units?|u|basal|bolus|doses?|dosage|dosing|metformin|medications?|medicines?|meds|pills?|shots?|injections?|jabs?|correct|correction|${SETTINGS})\b`,
);
const ASKS_FOR_ADVICE =
  /\b(?:should|shall|shud|shld|shoud|ought|must|need to|do i need|can i|could i|is it ok(?:ay)? to|recommend|suggest|advise|calculate|(?:work|figure) out|what dose|which dose|supposed to|meant to|too (?:much|many|little|few|high|low)|enough|right (?:amount|dose)|how (?:much|many)\b[^?]*\b(?:should|shall|do|does|to|would|must|can)\b[^?]*\b(?:take|inject|give|bolus|use|need|dose|correct|cover)|how (?:much|many) (?:insulin|units|bolus|basal)(?: do i| should i)? (?:for|with|to cover))\b/;
/** "Is 10 units ok for a pizza?", "bolus calculator says 12 units, is that right?": whether an amount is right. */
const AMOUNT = String.raw`\d+(?:\.\d+)?\s*(?:u|units?|iu)\b`;
const JUDGES_AN_AMOUNT = new RegExp(
  String.raw`${AMOUNT}[^.!]{0,40}\b(?:ok|okay|alright|right|correct|enough|fine|safe|good|too (?:much|many|little|few)|sound|make sense|reasonable)\b|\b(?:is|was|does|sound|sounds) (?:that|this|it) (?:right|ok|okay|correct|enough|safe|fine|too much|reasonable)\b|${AMOUNT}\s*(?:for|with|to cover)\b[^.!]*\?`,
);
const CHANGE_VERBS = String.raw`increase|decrease|raise|lower|reduce|adjust|change|skip|stop|double|halve|cut|up|bump|tweak|modify|alter|drop|put|move|switch|set|go up on|go down on|come off`;
const CHANGES_THERAPY = new RegExp(
  String.raw`\b(?:${CHANGE_VERBS}) (?:up |down )?(?:my |the |his |her |their |our |its )?(?:${INSULIN_KINDS}|${INSULIN_BRANDS}|insulin|basal|bolus|dose|doses|units|meds|medication|metformin|shots?|injections?|jabs?|targets?|${SETTINGS})\b`,
);
/** "How much should I correct for 14 mmol?", "should I correct 14 mmol": a correction is a dose. */
const ASKS_FOR_A_CORRECTION = /\bhow (?:much|many)\b[^?]*\b(?:correct|cover)\b|\b(?:correct|correction) (?:for|with|dose|bolus)\b|\b(?:should|shall|do|can|could) (?:i|we|he|she) (?:correct|cover|bolus|inject|dose)\b|\b(?:should|shall|do|can|could) (?:i|we|he|she) (?:give|take|do|use) (?:him |her |them )?\d/;
/** "How many units did I take yesterday?" asks about logged data, not for advice. */
const ABOUT_THE_PAST = /\b(?:did|have|had) (?:i|you)\b|\bwas my\b|\bwhen was\b|\b(?:last|latest|previous) (?:\w+ )?(?:basal|bolus|dose|correction|injection|shot)\b/;

/** Whether a message names insulin, a dose, a setting or an amount: the classifier refuses only such a message. */
export function mentionsTherapy(text: string): boolean {
  return THERAPY_WORDS.test(text) || /\d/.test(text);
}

export function isDosingQuestion(text: string): boolean {
  if (JUDGES_AN_AMOUNT.test(text) && THERAPY_WORDS.test(text)) return true;
  if ((CHANGES_THERAPY.test(text) || ASKS_FOR_A_CORRECTION.test(text)) && !ABOUT_THE_PAST.test(text)) return true;
  return THERAPY_WORDS.test(text) && ASKS_FOR_ADVICE.test(text) && !ABOUT_THE_PAST.test(text);
}

/** A question about a meal's insulin: the bolus calculator works it out from the care team's settings. */
const ABOUT_A_MEAL = /\b(?:meal|meals|carbs?|grams?|\d+\s*g\b|food|eat|eating|ate|breakfast|lunch|dinner|supper|snack|pizza|pasta|cake|dessert|bolus)\b/;

export const DOSING_REFUSAL =
  "I can't recommend an insulin dose or a change to your treatment. The right dose depends on your insulin-to-carb ratio, correction factor, activity, illness and other things only your care team has assessed, and a wrong dose can cause a dangerous low or high. Please ask your diabetes care team (your doctor, diabetes nurse or educator), or follow the written plan they gave you. If you feel unwell right now, contact them or your local emergency number. I'm happy to show you your logged readings, carbs and doses, or explain terms such as basal, bolus or carb counting.";

export const BOLUS_CALCULATOR_POINTER =
  'For a meal, Insulin > Bolus Calculator works out a suggestion from the carb ratio, correction factor and target your care team set, and shows each step of the arithmetic.';

/** Whether a dosing question is about a meal's insulin, so the refusal points to the bolus calculator. */
export function isAboutAMeal(text: string): boolean {
  return ABOUT_A_MEAL.test(text);
}
