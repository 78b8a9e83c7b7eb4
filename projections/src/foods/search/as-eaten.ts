/**
 * How likely a catalogue entry is the food a person means, from its name alone: the form it is
 * eaten in and how common it is. Stored beside each food at load time and added to the text
 * rank, so "rice" finds cooked white rice before raw glutinous rice.
 */

/** Foods eaten cooked: their raw, dry or unprepared entries are ingredients, not what is on the plate. */
const EATEN_COOKED = new Set([
  'pasta', 'spaghetti', 'macaroni', 'noodles', 'rice', 'cereals', 'oats', 'oatmeal', 'beans', 'bean', 'lentils', 'chickpeas', 'chickpea', 'peas',
  'potatoes', 'potato', 'sweet potato', 'quinoa', 'barley', 'couscous', 'bulgur', 'millet', 'buckwheat', 'egg', 'beef', 'pork',
  'chicken', 'turkey', 'lamb', 'fish', 'salmon', 'cod', 'tilapia', 'shrimp', 'bacon', 'sausage', 'corn', 'broccoli', 'soup',
  'cream of wheat', 'wheat', 'grits',
]);
const COOKED = /\b(cooked|boiled|baked|roasted|steamed|microwaved|grilled|broiled|braised|stewed|pan-fried|scrambled|poached)\b/;
const PREPARED = /\b(prepared|home-prepared|ready-to-eat|ready-to-serve|ready-to-drink|heated|toasted|fried|mashed)\b/;
/** Lighter or dietetic versions: chosen by asking for them ("skim milk", "light mayo"). */
const VARIANT = /\b(light|lite|diet|reduced-calorie|reduced calorie|low calorie|reduced fat|low fat|lowfat|lower fat|fat free|fat-free|nonfat|reduced sugar|sugar free|no sugar added|low sodium|cholesterol-free|no cholesterol|club soda|split|edible-podded|herb|shells|cakes|non-alcoholic|cooking|made with tofu|vitamin and mineral fortified|evaporated|buttermilk)\b/;
/** A dish with the food in it ("Fast foods, croissant, with egg and cheese"), not the food. */
const COMBINED = /\bwith (?!salt|skin|added|or without)/;
const UNPREPARED = /\b(raw|dry|uncooked|unprepared|as purchased|dehydrated|powder|mix|concentrate|condensed|flour|frozen|unheated|dried)\b/;
/** Entries few people log: baby foods, regional traditional foods, commodity, institutional and formulated products. */
const RARE = /\b(babyfood|infant formula|child formula|toddler|alaska native|apache|navajo|hopi|shoshone|yokut|sioux|ojibwe|tennessee|inupiat|sheep|goat|buffalo|human|camel|producer|non-alcoholic|usda commodity|school lunch|industrial|imitation|protein-fortified|unenriched|reduced sodium|fermented|meatless|formulated|medical|nutritional supplement|dietetic|gluten-free|sprouted|glutinous)\b/;
/** USDA's words for the everyday form of a food ("Avocados, raw, all commercial varieties"). */
const EVERYDAY = /\b(all commercial varieties|all types|red or green|regular|plain|enriched|commercially prepared|mixed species|broilers or fryers|with skin|salted|red, ripe|smooth style|granulated|vanilla|fluid|navels|with added vitamin)\b/;
/** Parts and by-products rather than the food: "Beans, liquid from stewed kidney beans", "Chicken, feet". */
const NOT_THE_FOOD = /\b(liquid from|feet|peel|bran|giblets|skin only|skin and breading|separable fat|leaves|sprouted|substitute|relish|spread|flavor|flavored|mix|powder|syrup)\b/;
/** Brands and restaurant chains are written in capitals ("PIZZA HUT 12\" Cheese Pizza"). */
const BRANDED = /\b[A-Z][A-Z'&.-]{2,}\b/;

export interface FoodForPrior {
  name: string;
  /** Household measures. USDA weighed more portions of the foods people eat often: a sign of how common a food is. */
  measures: readonly unknown[];
}

const MEASURES_COUNTED = 8;
const PER_MEASURE = 0.15;

/** Larger is likelier. Roughly within -6..+2 so it reorders near-ties in text relevance, never a poor text match over a good one. */
export function asEatenPrior({ name, measures }: FoodForPrior): number {
  const lower = name.toLowerCase();
  const head = lower.split(',')[0]!.trim();
  let prior = 0;
  if (eatenCooked(head)) {
    if (COOKED.test(lower)) prior += 1.5;
    else if (PREPARED.test(lower)) prior += 0.75;
    if (UNPREPARED.test(lower)) prior -= 1.5;
  } else if (UNPREPARED.test(lower) && !/\braw\b/.test(lower)) {
    prior -= 0.75;
  }
  if (RARE.test(lower)) prior -= 2;
  if (VARIANT.test(lower)) prior -= 0.5;
  if (COMBINED.test(lower)) prior -= 0.5;
  if (NOT_THE_FOOD.test(lower)) prior -= 2;
  if (EVERYDAY.test(lower)) prior += 0.5;
  if (BRANDED.test(name)) prior -= 2;
  // Every comma adds a qualifier: "Bananas, raw" is the everyday banana, not a special kind.
  prior -= 0.1 * (name.split(',').length - 1);
  prior += PER_MEASURE * Math.min(measures.length, MEASURES_COUNTED);
  return prior;
}

function eatenCooked(head: string): boolean {
  if (EATEN_COOKED.has(head)) return true;
  return head.split(/[\s(]+/).some((word) => EATEN_COOKED.has(word));
}
