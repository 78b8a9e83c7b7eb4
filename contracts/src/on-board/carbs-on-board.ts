/** A meal logged without an absorption time is absorbed over 3 hours: Loop's "medium" absorption time. */
export const DEFAULT_CARB_ABSORPTION_MINUTES = 180;

export interface RecentMeal {
  grams: number;
  /** When it was eaten. */
  at: Date;
  /** Minutes over which its carbs are absorbed; absent: DEFAULT_CARB_ABSORPTION_MINUTES. */
  absorptionMinutes?: number;
}

/**
 * Carbs on board (COB): the carbohydrate eaten but not yet absorbed. Each meal's carbs are
 * absorbed at a constant rate from the moment it is eaten until its absorption time ends, as
 * Nightscout's COB decays each treatment's carbs linearly (cgm-remote-monitor lib/plugins/cob.js,
 * cobCalc) and as Loop's linear carb model spreads them over the meal's absorption time.
 * Nightscout waits 20 minutes and Loop 10 before absorption starts; this does not.
 */
export function carbsOnBoardFraction(minutesSinceMeal: number, absorptionMinutes: number): number {
  if (minutesSinceMeal <= 0) return 1;
  if (minutesSinceMeal >= absorptionMinutes) return 0;
  return 1 - minutesSinceMeal / absorptionMinutes;
}

/** Grams still to be absorbed from the given meals at `now`. */
export function carbsOnBoard(meals: readonly RecentMeal[], now: Date): number {
  return meals.reduce((sum, meal) => {
    const minutesSince = (now.getTime() - meal.at.getTime()) / 60_000;
    return sum + meal.grams * carbsOnBoardFraction(minutesSince, absorptionMinutesOf(meal));
  }, 0);
}

export function absorptionMinutesOf(meal: Pick<RecentMeal, 'absorptionMinutes'>): number {
  return meal.absorptionMinutes ?? DEFAULT_CARB_ABSORPTION_MINUTES;
}
