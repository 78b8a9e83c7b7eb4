import type { FoodDetail, FoodMeasure } from './responses';

/**
 * Energy of one typical serving. Measures are compared by their energy on a log scale, so a
 * tablespoon of honey (64 kcal) beats a cup of it (1,031 kcal) and a cup of cooked rice (205 kcal)
 * beats a tablespoon. Too much weighs more than too little: a default is easier to add to.
 */
const SERVING_KCAL = 200;
const OVERSHOOT_WEIGHT = 1.5;
/** For foods with almost no energy (water, diet drinks, lettuce) weight decides instead. */
const SERVING_GRAMS = 150;
const NEAR_ZERO_KCAL_PER_100G = 5;
/** No one eats more than this from one food at once: past it a measure is a container or a whole (melon, roast). */
const SERVING_GRAMS_MAX = 500;
/** A default that alone would ask the person to confirm the item (see CONFIRM_LIMITS) is no default. */
const SERVING_CARBS_MAX = 100;

/** Containers and wholes that hold several servings; a label naming a serving, slice or piece of one is still one serving. */
const MULTI_SERVING = /\b(package|pkg|jar|container|bag|box|carton|loaf|pint|quart|gallon|lb|recipe|yield|bird|roast|rack|melon|head|bunch|cake|pie|pizza|crust|block|envelope|whole)\b/i;
const ONE_OF_SEVERAL = /\b(serving|slice|piece|wedge)\b/i;
/** A can or bottle of a drink is one serving up to 12 fl oz; a larger one is shared or saved. */
const DRINK_CONTAINER = /\b(can|bottle)\b/i;
const DRINK_CONTAINER_GRAMS_MAX = 400;
/** Things counted one at a time: a person eats one of them. */
const COUNTABLE = /(^[\d./]+\s+(medium|large|small)\b)|\b(serving|slice|piece|item|each|sandwich|burrito|taco|patty|cookie|muffin|bagel|bar|fruit|roll|bun|pancake|waffle|tortilla|egg|breast|thigh|drumstick|wing|fillet|chop|link|frankfurter|doughnut|croissant|biscuit|potato|ear|order)\b/i;
const COUNTABLE_KCAL = { min: 60, max: 500 } as const;
/** Sauces, spreads and sweeteners are eaten by the spoonful. */
const BY_THE_SPOON = /\b(catsup|ketchup|sauce|dressing|spread|syrup|jams?|jellies|honey|hummus|dip|mustard|mayonnaise|butter|margarine|oil|sugars?|salsa|relish|cream cheese)\b/i;
const SPOON = /\b(tbsp|tablespoons?|tsp|teaspoons?)\b/i;

/**
 * The household measure closest to one typical serving, never a whole package or a multi-serving
 * container; `100 g` when the food has no other. People count in items, so an item (a slice, a
 * medium banana) is taken before a cup when one is a plausible serving.
 */
export function defaultPortion(food: Pick<FoodDetail, 'measures' | 'per100g'> & { name?: string }): FoodMeasure {
  const kcal = (measure: FoodMeasure) => (food.per100g.kcal * measure.grams) / 100;
  const carbs = (measure: FoodMeasure) => (food.per100g.carbs * measure.grams) / 100;
  const candidates = food.measures.filter(
    (measure) =>
      measure.label !== '100 g' &&
      measure.grams <= SERVING_GRAMS_MAX &&
      carbs(measure) <= SERVING_CARBS_MAX &&
      (!MULTI_SERVING.test(measure.label) || ONE_OF_SEVERAL.test(measure.label)) &&
      (!DRINK_CONTAINER.test(measure.label) || measure.grams <= DRINK_CONTAINER_GRAMS_MAX),
  );
  const energyDistance = (measure: FoodMeasure) => {
    const ratio = Math.log(kcal(measure) / SERVING_KCAL);
    return ratio > 0 ? ratio * OVERSHOOT_WEIGHT : -ratio;
  };
  const distance = (measure: FoodMeasure) =>
    food.per100g.kcal < NEAR_ZERO_KCAL_PER_100G
      ? Math.abs(Math.log(measure.grams / SERVING_GRAMS))
      : energyDistance(measure) - (/\bmedium\b/i.test(measure.label) ? 0.5 : 0);
  const spoons = food.name && BY_THE_SPOON.test(food.name) ? candidates.filter((measure) => SPOON.test(measure.label)) : [];
  const countable = candidates.filter((measure) => COUNTABLE.test(measure.label) && kcal(measure) >= COUNTABLE_KCAL.min && kcal(measure) <= COUNTABLE_KCAL.max);
  const pool = spoons.length > 0 ? spoons : countable.length > 0 ? countable : candidates;
  const best = [...pool].sort((a, b) => distance(a) - distance(b) || a.grams - b.grams)[0];
  return best ?? food.measures.find((measure) => measure.label === '100 g') ?? { label: '100 g', grams: 100 };
}
