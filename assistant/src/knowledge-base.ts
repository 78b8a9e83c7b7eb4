import { GMI_FORMULA_TEXT, summaryOf } from '@glyco/contracts';
import { mentions, type ReadMessage } from './understand/read-message';

/**
 * Plain-language explanations of diabetes terms, written for Glyco. Glucose targets follow the
 * International Consensus on Time in Range (Battelino et al., Diabetes Care 2019;42:1593-1603),
 * cited as "the 2019 consensus".
 */
export interface KnowledgeEntry {
  id: string;
  /** compromise patterns that name the term (see understand/vocabulary.ts). */
  names: readonly string[];
  text: string;
}

const CONSENSUS = 'International Consensus on Time in Range, 2019';

const gmiOf = (meanMgdl: number) => summaryOf({ count: 1, sum: meanMgdl * 10, sumSquares: 0 }).gmi!;

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'time-in-range',
    names: ['time in range', '(tir|time-in-range)', 'time (below|above) range', 'in range'],
    text: `Time in range (TIR) is the share of your glucose readings, or of the day on a CGM, spent between 70 and 180 mg/dL (3.9-10.0 mmol/L). For most people with type 1 or type 2 diabetes the ${CONSENSUS} recommends more than 70% in range, less than 4% below 70 mg/dL (less than 1% below 54 mg/dL) and less than 25% above 180 mg/dL (less than 5% above 250 mg/dL). Older or higher-risk people often aim for more than 50% in range with less than 1% below 70 mg/dL. The figures are most meaningful over at least 14 days of CGM data worn at least 70% of the time. Glyco also shows the share within your own target range from your profile.`,
  },
  {
    id: 'tight-range',
    names: ['(tight range|titr)', 'time in tight'],
    text: `Time in tight range (TITR) is the share of your glucose readings between 70 and 140 mg/dL (3.9-7.8 mmol/L), the range of people without diabetes most of the day (Battelino et al., Lancet Diabetes Endocrinol 2023). It is a stricter companion to time in range (70-180 mg/dL); the ${CONSENSUS} sets no goal for it yet, and aiming for it should never mean more lows.`,
  },
  {
    id: 'gmi',
    names: ['gmi', 'glucose management indicator'],
    text: `GMI (glucose management indicator) estimates what your A1c would be from your average CGM glucose: ${GMI_FORMULA_TEXT}. An average of 154 mg/dL gives a GMI of about ${gmiOf(154).toFixed(1)}%. It needs at least 14 days of CGM data (${CONSENSUS}) and can differ from a lab A1c, because A1c also depends on how long your red blood cells live.`,
  },
  {
    id: 'cv',
    names: ['(cv|~variability~)', 'coefficient of variation'],
    text: `CV (coefficient of variation) measures how much your glucose swings: the standard deviation divided by the average, times 100. A lower CV means steadier glucose. The ${CONSENSUS} treats a CV of 36% or less as stable; above 36% the risk of lows is higher.`,
  },
  {
    id: 'hypoglycaemia',
    names: ['(~hypo~|hypos|hypoglycemia|hypoglycaemia|hypoglycemic|hypoglycaemic)', 'low blood (sugar|glucose)', '(treat|treating|counts as|is) a low', 'what is low', '(signs|symptoms|sign|symptom) of (a|being)? (low|lows)', '(lows|low) (mean|means)'],
    text: `Hypoglycaemia is glucose that is too low. Level 1 is 54-69 mg/dL (3.0-3.8 mmol/L), level 2 is below 54 mg/dL (below 3.0 mmol/L), and level 3 (severe) is a low with confusion or unconsciousness that needs another person's help (${CONSENSUS}). Signs include shaking, sweating, hunger, a fast heartbeat and confusion. If you are awake and can swallow: take 15 g of fast-acting carbohydrate (for example glucose tablets or a small glass of juice), recheck after 15 minutes and repeat if you are still below 70 mg/dL. Someone who is unconscious must never be given food or drink: call the emergency number and use glucagon if it has been prescribed.`,
  },
  {
    id: 'hyperglycaemia',
    names: ['(~hyper~|hypers|hyperglycemia|hyperglycaemia|hyperglycemic|hyperglycaemic)', 'high blood (sugar|glucose)', 'what is high', '(signs|symptoms|sign|symptom) of (a|being)? (high|highs)'],
    text: `Hyperglycaemia is glucose that is too high: above 180 mg/dL (10.0 mmol/L), with level 2 above 250 mg/dL (13.9 mmol/L) (${CONSENSUS}). Signs include thirst, passing a lot of urine, tiredness and blurred vision. High glucose with vomiting, stomach pain, deep breathing or ketones can be diabetic ketoacidosis (DKA), which needs urgent medical care.`,
  },
  {
    id: 'dka',
    names: ['(dka|~ketoacidosis~|~ketones~|ketone)'],
    text: 'Ketones are made when the body burns fat because it lacks insulin. High ketones with high glucose can lead to diabetic ketoacidosis (DKA): nausea, vomiting, stomach pain, deep or fast breathing, fruity breath and drowsiness. DKA is an emergency: seek medical care straight away. Your care team can tell you when to test for ketones, for example during illness or when glucose stays above 250 mg/dL.',
  },
  {
    id: 'basal-bolus',
    names: ['(basal|bolus)', 'long acting', '(rapid|short|fast) acting', 'background insulin'],
    text: 'Basal insulin is background insulin: it keeps glucose steady between meals and overnight, usually as a long-acting injection once or twice a day, or as a small continuous rate from a pump. Bolus insulin is rapid-acting insulin taken for a meal (to cover its carbohydrate) or to correct a high reading. Together they copy what a pancreas does. How much of each you take is set with your care team.',
  },
  {
    id: 'a1c',
    names: ['(a1c|hba1c|hb1ac|a1 c)', '(hemoglobin|haemoglobin) a1c', 'glycated (hemoglobin|haemoglobin)'],
    text: 'A1c (HbA1c) is a lab test of the share of haemoglobin in your red blood cells that has glucose attached. It reflects your average glucose over the last 2-3 months. Many adults aim below 7% (53 mmol/mol), but the right target is personal and agreed with your care team. A1c does not show lows or swings, which is why time in range and CV are used alongside it.',
  },
  {
    id: 'carb-counting',
    names: ['(carb|carbohydrate) counting', '(count|counting) my? (carbs|carbohydrates)', 'what (are|is) (a|an)? (carb|carbs|carbohydrate|carbohydrates)'],
    text: 'Carb counting means adding up the grams of carbohydrate in what you eat, because carbohydrate raises glucose the most. Use food labels (total carbohydrate per portion), weigh or measure portions, and look up foods you cook yourself; Glyco adds up the carbs of each meal for you. People on mealtime insulin match their bolus to the carbs with a ratio their care team sets.',
  },
  {
    id: 'cgm',
    names: ['(cgm|cgms|libre|dexcom)', 'continuous glucose (monitor|monitoring)'],
    text: 'A CGM (continuous glucose monitor) is a small sensor under the skin that measures glucose in the fluid between cells every 1 to 5 minutes. It shows trends and alerts, but lags blood by about 5 to 15 minutes, so check with a finger-stick when your symptoms do not match the reading or glucose is changing fast.',
  },
  {
    id: 'target-range',
    names: ['target range', 'normal blood? (sugar|glucose|range|level|levels)', 'what (should|must) my (sugar|glucose|bg|levels) be', '^(is|are) #Value (good|ok|okay|normal|fine|healthy|in range)', '^(is|are) #Value (mmol|mg|mg/dl|mmol/l) (good|ok|okay|normal|fine|healthy|in range)'],
    text: 'Your target range is the glucose band you aim to stay in; Glyco uses 70-180 mg/dL (3.9-10.0 mmol/L) unless you set your own under Profile, Medical Details. Readings are coloured by it: green inside, amber just outside, red far outside.',
  },
];

/**
 * Topics a person asks about for themselves ("can I drink alcohol?", "how does exercise affect my
 * sugar?"): general knowledge, not their data, each with the guidance it follows named.
 */
export const TOPICS: readonly KnowledgeEntry[] = [
  {
    id: 'hypo-unawareness',
    names: ['(hypo|hypoglycaemia|hypoglycemia|hypoglycemic) ~unawareness~', '~unawareness~', '(not|dont|don\'t|cant|cannot|never|no longer|stopped) (feel|feeling|notice|noticing|sense) (my|his|her|their|your|any)? (lows|low|hypos|hypo)', '(lows|hypos) without (symptoms|warning|warnings|signs)', '(no|without) (symptoms|warning|warnings|signs) (of|for|when|before) (a|my|his|her)? (low|lows|hypo|hypos)', '(unaware|unawareness) of (lows|low|hypos)',
      '(stop|stops|stopped|lose|losing) (feeling|noticing|sensing) (my|his|her|their|your|any)? (lows|low|hypos|hypo)',
      '(lose|losing|lost|loses) (the|my|his|her|their|your)? (warning|early)? (signs|symptoms|signals) (of|for|before)',
    ],
    text: 'Hypo unawareness means no longer feeling the early warning signs of a low (shaking, sweating, hunger) until glucose is very low, which makes severe lows more likely. It is more common after many years of diabetes and after frequent lows. Strictly avoiding lows for a few weeks often brings the warnings back; a CGM with low alerts and a review of targets with your care team help (ADA Standards of Care 2024, section 6; International Hypoglycaemia Study Group). Tell your care team if you no longer feel your lows, and check before driving.',
  },
  {
    id: 'alcohol',
    names: ['(alcohol|alcoholic|~drinking~|drunk|beer|beers|wine|wines|vodka|gin|whisky|whiskey|rum|cocktail|cocktails|spirits|booze|pint|pints|shots|prosecco|cider|lager|hangover|tequila)', 'a drink', '(night|evening) out', 'go out drinking', 'going out (drinking|partying|clubbing)', '(clubbing|partying|party)'],
    text: 'Alcohol can lower glucose for up to 24 hours, most of all overnight and the next morning, because the liver stops releasing glucose while it clears alcohol; drinks with sugar (cider, alcopops, sweet wine) can raise it first. Eat carbohydrate with drinks and before bed, check glucose before sleeping, keep fast-acting carbs at hand, wear ID that says you have diabetes and tell someone with you, since a low can look like being drunk (ADA Standards of Care 2024, section 5; Diabetes UK). Glucagon works less well after heavy drinking.',
  },
  {
    id: 'exercise',
    names: ['(~exercise~|exercising|~workout~|workouts|gym|~cycling~|swimming|sport|sports|football|soccer|basketball|rugby|tennis|hiking|~training~|marathon|yoga|pe|cardio|weights|lifting)', '(go|going|went) (for a )?(run|jog|swim|ride|walk)', '(physical activity|working out|work out|play sport|playing sport|before a game|after a game)',
      // "Running high" is a glucose, not a run.
      '(running|jogging) !(high|low|higher|lower|hi|lo|hot)',
      '(running|jogging)$',
    ],
    text: 'Exercise usually lowers glucose, during and for up to 24 hours after (the next night too), while short intense efforts (sprints, weights, a match) can raise it for a while. Check before, during and after; many start between 7 and 10 mmol/L (126-180 mg/dL), carry fast-acting carbohydrate, and do not start below 5 mmol/L (90 mg/dL) without eating first, or with ketones. How to change insulin or carbs around exercise is for you and your care team to plan (ADA Standards of Care 2024, section 5; Riddell et al., Lancet Diabetes Endocrinol 2017 exercise consensus; ISPAD 2022 for children).',
  },
  {
    id: 'dawn-phenomenon',
    names: ['dawn (phenomenon|effect|phenomenom)', '~somogyi~', '(wake|waking|woke|get|getting) up (high|with high|higher)', '(high|higher|rise|rises|spike|spikes|rising) (when|after) (i|he|she)? (wake|waking|get up|getting up)', '(high|highs|rise|rises|spike|spikes|rising|climb|climbs) (in|every|each) (the)? (morning|mornings|early morning)', 'why .* (high|higher|up) .* (morning|mornings|wake|waking)', 'morning (highs|high|spike|spikes|rise|rises|readings)',
      // The dawn phenomenon described without its name: a rise before waking, or in the early hours without food.
      '(rise|rises|rising|up|climb|climbs|climbing|higher|creeps) (before|when) (i|you|we|he|she|they) (wake|woke|get|wakes)',
      '(rise|rises|rising|up|climb|climbs|climbing|higher|creeps) .* (before|when) (i|you|we|he|she|they) (wake|woke|get|wakes)',
      '(rise|rises|rising|up|climb|climbs|climbing|higher|creeps) .* (without|before) (eating|food|breakfast|a meal)',
    ],
    text: 'The dawn phenomenon is a rise in glucose in the early morning, roughly 3-8 am, caused by hormones (growth hormone, cortisol) released before waking that make insulin work less well. It differs from a rebound after a night-time low (the Somogyi effect, now thought rare) and from basal insulin wearing off; CGM data overnight tells them apart. Your care team can adjust timing or basal rates if it happens often (American Diabetes Association patient guidance; ISPAD 2022 guidelines on insulin treatment).',
  },
  {
    id: 'sick-day',
    names: ['sick (day|days|rules|day rules)', 'sick-day', '(when|while|if) (i am|im|i\'m|you are|youre|he is|she is|hes|shes|they are|my son is|my daughter is|my kid is|my child is)? (ill|sick|unwell|poorly)', '(cold|flu|covid|fever|infection|bug|virus|tummy bug|stomach bug|illness|temperature|diarrhoea|diarrhea)', '(being|getting|feeling) (ill|unwell|poorly)'],
    text: 'Sick-day rules: illness usually raises glucose and can bring ketones, even when you eat little. Never stop your insulin (basal above all); check glucose every 2-4 hours and ketones when glucose is above 250 mg/dL (13.9 mmol/L) or you feel unwell; drink plenty of sugar-free fluids, and have carbohydrate drinks if you cannot eat. Get urgent help for vomiting more than once, fluids not kept down, moderate or large ketones (blood ketones of 1.5 mmol/L or more), stomach pain, fast breathing or drowsiness. Extra insulin on sick days follows the written plan from your care team (ISPAD Clinical Practice Consensus Guidelines 2022, sick-day management; ADA Standards of Care 2024, section 6).',
  },
  {
    id: 'driving',
    names: ['(drive|driving|driver|drivers|dvla|licence|license|car|motorway|behind the wheel|lorry|truck)', '(5 to drive|five to drive)'],
    text: 'Driving on insulin: check glucose (a finger-stick or a CGM where your licensing rules allow it) before driving and every 2 hours on long journeys; do not drive below 5 mmol/L (90 mg/dL) ("five to drive"). If you go low while driving, stop safely, take the keys out, move to the passenger seat, treat the low and wait 45 minutes after glucose is back above 5 mmol/L before driving again. Keep fast-acting carbs in the car. You may need to tell your licensing agency about insulin treatment or severe lows (DVLA "Assessing fitness to drive" guidance; ADA position statement "Diabetes and Driving").',
  },
];

/** The entry a message asks about, if it names one. */
export function findKnowledge(message: ReadMessage): KnowledgeEntry | undefined {
  return KNOWLEDGE_BASE.find((entry) => mentions(message, entry.names));
}

/** The topic a message asks about ("can I drink alcohol?"), if it names one. */
export function findTopic(message: ReadMessage): KnowledgeEntry | undefined {
  return TOPICS.find((entry) => mentions(message, entry.names));
}

/** Every entry, terms and topics, by its id. */
export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return [...KNOWLEDGE_BASE, ...TOPICS].find((entry) => entry.id === id);
}
