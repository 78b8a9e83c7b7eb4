/**
 * Dosing and therapy questions. The assistant never recommends an insulin dose or a change to
 * treatment: doses depend on ratios, correction factors, activity and illness that only the
 * person's care team has assessed, and a wrong dose can cause a dangerous low.
 */
const THERAPY_WORDS =
  /\b(?:insulin|units?|basal|bolus|doses?|dosage|dosing|lantus|levemir|tresiba|toujeo|novorapid|novolog|humalog|fiasp|apidra|metformin|medications?|medicines?|meds|pills?|pump settings?|(?:carb|carbohydrate|insulin)[- ]to[- ](?:carb|carbohydrate|insulin) ratio|correction factor|sensitivity factor)\b/;
const ASKS_FOR_ADVICE =
  /\b(?:should|shall|ought|must|need to|do i need|can i|could i|is it ok(?:ay)? to|recommend|suggest|advise|calculate|what dose|which dose|how (?:much|many)\b[^?]*\b(?:take|inject|give|bolus|use|need|dose))\b/;
const CHANGES_THERAPY = /\b(?:increase|decrease|raise|lower|reduce|adjust|change|skip|stop|double|halve|cut|up) (?:my |the |his |her )?(?:insulin|basal|bolus|dose|units|ratio|meds|medication|metformin)\b/;
/** "How many units did I take yesterday?" asks about logged data, not for advice. */
const ABOUT_THE_PAST = /\b(?:did|have|had) (?:i|you)\b|\bwas my\b|\bwhen was\b|\blast (?:basal|bolus|dose)\b/;

export function isDosingQuestion(text: string): boolean {
  if (CHANGES_THERAPY.test(text) && !ABOUT_THE_PAST.test(text)) return true;
  return THERAPY_WORDS.test(text) && ASKS_FOR_ADVICE.test(text) && !ABOUT_THE_PAST.test(text);
}

export const DOSING_REFUSAL =
  "I can't recommend an insulin dose or a change to your treatment. The right dose depends on your insulin-to-carb ratio, correction factor, activity, illness and other things only your care team has assessed, and a wrong dose can cause a dangerous low or high. Please ask your diabetes care team (your doctor, diabetes nurse or educator), or follow the written plan they gave you. If you feel unwell right now, contact them or your local emergency number. I'm happy to show you your logged readings, carbs and doses, or explain terms such as basal, bolus or carb counting.";
