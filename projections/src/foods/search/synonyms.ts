/**
 * Words people type for foods the catalogue names otherwise (USDA names are American and
 * technical: "Catsup", "Potatoes, french fried"). Each typed word may also be read as any of
 * these phrases; every word of a phrase must then be in the food's name.
 */
/** Phrases people type that the catalogue writes as one word or another phrase, replaced before the words are split. */
export const SEARCH_PHRASES: Readonly<Record<string, string>> = {
  'hot dog': 'frankfurter',
  'hot dogs': 'frankfurter',
  'mac and cheese': 'macaroni and cheese',
  'mac n cheese': 'macaroni and cheese',
  'french fries': 'french fried potatoes',
  'corn flakes': 'cornflakes',
  'ice cream': 'ice creams',
  'chocolate milk': 'milk chocolate fluid',
  'spring rolls': 'egg rolls',
  'spring roll': 'egg rolls',
  'milk shake': 'shake',
  milkshake: 'shake',
};

/**
 * Whole queries whose plain reading finds a different food first: "toast" is toasted bread, not
 * French toast; "bacon" is pork bacon, which USDA files under "Pork, cured".
 */
export const WHOLE_QUERY_REWRITES: Readonly<Record<string, string>> = {
  toast: 'bread toasted',
  bacon: 'pork cured bacon cooked',
};

/** Words for how much, not what: "pizza slice" asks for pizza. Left out of the search unless alone. */
export const PORTION_WORDS: ReadonlySet<string> = new Set(['slice', 'slices', 'piece', 'pieces', 'serving', 'portion', 'bowl', 'plate', 'cup', 'glass', 'of', 'a']);

export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  pasta: ['spaghetti', 'macaroni', 'noodles'],
  penne: ['macaroni'],
  fusilli: ['macaroni'],
  rigatoni: ['macaroni'],
  linguine: ['spaghetti'],
  fettuccine: ['spaghetti', 'noodles'],
  // USDA cooks meat "roasted" and "broiled" where people say baked and grilled.
  baked: ['roasted'],
  grilled: ['broiled', 'roasted'],
  fries: ['french fried'],
  chips: ['potato chips', 'tortilla chips'],
  crisps: ['potato chips'],
  ketchup: ['catsup'],
  soda: ['carbonated beverage'],
  coke: ['carbonated beverage cola'],
  cola: ['carbonated beverage cola'],
  pop: ['carbonated beverage'],
  oatmeal: ['oats'],
  porridge: ['oats'],
  donut: ['doughnuts'],
  donuts: ['doughnuts'],
  yoghurt: ['yogurt'],
  burger: ['hamburger'],
  hotdog: ['frankfurter'],
  toast: ['bread toasted'],
  oj: ['orange juice'],
  cornflakes: ['corn flakes'],
  mayo: ['mayonnaise'],
  aubergine: ['eggplant'],
  courgette: ['zucchini'],
  zucchini: ['squash zucchini'],
  garbanzo: ['chickpeas'],
  prawns: ['shrimp'],
  prawn: ['shrimp'],
  biscuit: ['cookies', 'biscuits'],
  biscuits: ['cookies', 'biscuits'],
  sweets: ['candies'],
  candy: ['candies'],
  mince: ['ground beef'],
  nuggets: ['chicken nuggets'],
  pb: ['peanut butter'],
};
