import type { MealLoggedData } from '@glyco/contracts';

/** The hour of the day (0-23) on the person's own clock when they ate. */
export function localHourOf(timestamp: string, timezoneOffsetMinutes: number): number {
  return new Date(Date.parse(timestamp) + timezoneOffsetMinutes * 60_000).getUTCHours();
}

/** What search matches: the food names and the notes, lower-cased once when written. */
export function searchTextOf(meal: Pick<MealLoggedData, 'foodItems' | 'notes'>): string {
  return [...meal.foodItems.map((item) => item.name), meal.notes].join('\n').toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, with the person's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
