/**
 * Dosing and therapy questions. The assistant never recommends an insulin dose or a change to
 * treatment: doses depend on ratios, correction factors, activity and illness that only the
 * person's care team has assessed, and a wrong dose can cause a dangerous low.
 */
/** Insulin by its kind ("long acting", "fast-acting"), as people name it without the word insulin. */
const INSULIN_KINDS = String.raw`(?:long|short|rapid|fast|quick|slow)[- ]?acting|background insulin|mealtime insulin`;
const THERAPY_WORDS =
  new RegExp(String.raw`\b(?:${INSULIN_KINDS}|insulin|units?|basal|bolus|doses?|dosage|dosing|lantus|levemir|tresiba|toujeo|novorapid|novolog|humalog|fiasp|apidra|metformin|medications?|medicines?|meds|pills?|shots?|injections?|jabs?|pump settings?|(?:carb|carbohydrate|insulin)[- ]to[- ](?:carb|carbohydrate|insulin) ratio|ratio|correction factor|sensitivity factor)\b`);
const ASKS_FOR_ADVICE =
  /\b(?:should|shall|shud|shld|shoud|ought|must|need to|do i need|can i|could i|is it ok(?:ay)? to|recommend|suggest|advise|calculate|what dose|which dose|supposed to|meant to|too (?:much|many|little|few|high|low)|enough|right (?:amount|dose)|how (?:much|many)\b[^?]*\b(?:should|shall|do|does|to|would|must|can)\b[^?]*\b(?:take|inject|give|bolus|use|need|dose|correct|cover)|how (?:much|many) (?:insulin|units|bolus|basal)(?: do i| should i)? (?:for|with|to cover))\b/;
const CHANGES_THERAPY = new RegExp(
  String.raw`\b(?:increase|decrease|raise|lower|reduce|adjust|change|skip|stop|double|halve|cut|up) (?:my |the |his |her )?(?:${INSULIN_KINDS}|insulin|basal|bolus|dose|units|ratio|meds|medication|metformin|shots?|injections?|jabs?|lantus|levemir|tresiba|toujeo|novorapid|novolog|humalog|fiasp|apidra)\b`,
);
/** "How much should I correct for 14 mmol?": a correction is a dose. */
const ASKS_FOR_A_CORRECTION = /\bhow (?:much|many)\b[^?]*\b(?:correct|cover)\b|\b(?:correct|correction) (?:for|with|dose|bolus)\b/;
/** "How many units did I take yesterday?" asks about logged data, not for advice. */
const ABOUT_THE_PAST = /\b(?:did|have|had) (?:i|you)\b|\bwas my\b|\bwhen was\b|\b(?:last|latest|previous) (?:\w+ )?(?:basal|bolus|dose|correction|injection|shot)\b/;

export function isDosingQuestion(text: string): boolean {
  if ((CHANGES_THERAPY.test(text) || ASKS_FOR_A_CORRECTION.test(text)) && !ABOUT_THE_PAST.test(text)) return true;
  return THERAPY_WORDS.test(text) && ASKS_FOR_ADVICE.test(text) && !ABOUT_THE_PAST.test(text);
}

export const DOSING_REFUSAL =
  "I can't recommend an insulin dose or a change to your treatment. The right dose depends on your insulin-to-carb ratio, correction factor, activity, illness and other things only your care team has assessed, and a wrong dose can cause a dangerous low or high. Please ask your diabetes care team (your doctor, diabetes nurse or educator), or follow the written plan they gave you. If you feel unwell right now, contact them or your local emergency number. I'm happy to show you your logged readings, carbs and doses, or explain terms such as basal, bolus or carb counting.";
