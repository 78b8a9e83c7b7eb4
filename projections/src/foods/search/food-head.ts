/**
 * USDA names lead with the food ("Apples, raw") but many lead with a group label instead
 * ("Fast foods, hamburger; single", "Restaurant, Chinese, fried rice", "Snacks, potato chips").
 * The head is the food itself: the first part of the name that is not such a label.
 */
const GROUP_LABELS = new Set([
  'fast foods', 'fast food', 'restaurant', 'sandwiches and burgers', 'cereals ready-to-eat', 'cereals', 'beverages', 'snacks', 'candies',
  'alcoholic beverage', 'carbonated beverage', 'salad dressing', 'fish', 'crustaceans', 'mollusks', 'nuts', 'seeds', 'spices',
  'chinese', 'italian', 'mexican', 'latino', 'japanese', 'family style', 'fruit juice', 'vegetable juice', 'frozen novelties', 'desserts',
]);

export function foodHead(name: string): string {
  return headParts(name)[0] ?? name;
}

/**
 * The head and the part after it: USDA writes the kind after the food ("Beans, black",
 * "Rice, white", "Cheese, cheddar"), which people type as "black beans" or "cheddar cheese".
 */
export function foodHeadWithKind(name: string): string {
  return headParts(name).slice(0, 2).join(' ') || name;
}

function headParts(name: string): string[] {
  const parts = name.split(/[,;]/).map((part) => part.trim()).filter((part) => part !== '');
  const first = parts.findIndex((part) => !GROUP_LABELS.has(part.toLowerCase()));
  return first < 0 ? parts : parts.slice(first);
}
