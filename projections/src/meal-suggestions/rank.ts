import { DAY_MS, type Meal, type MealSuggestion, type MealType } from '@glyco/contracts';

/** A meal eaten a month ago counts half as much as one eaten today. */
const RECENCY_HALF_LIFE_DAYS = 30;

/**
 * Groups meals by the same set of food names and ranks the groups by recency-weighted frequency
 * (each meal counts 0.5^(age / half-life)), so what is eaten often and lately comes first.
 */
export function rankSuggestions(meals: readonly Meal[], now: Date, limit: number): MealSuggestion[] {
  return [...groupByFoodSet(meals).values()]
    .map((group) => ({ suggestion: summarise(group), score: recencyWeightedCount(group, now) }))
    .sort((a, b) => b.score - a.score || b.suggestion.lastEaten.localeCompare(a.suggestion.lastEaten))
    .slice(0, limit)
    .map((ranked) => ranked.suggestion);
}

const normalisedName = (name: string) => name.trim().toLowerCase();

export function foodSetKey(meal: { foodItems: readonly { name: string }[] }): string {
  return [...new Set(meal.foodItems.map((item) => normalisedName(item.name)))].sort().join('\u0000');
}

/** Each group's meals are newest first. */
function groupByFoodSet(meals: readonly Meal[]): Map<string, Meal[]> {
  const newestFirst = [...meals].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const groups = new Map<string, Meal[]>();
  for (const meal of newestFirst) {
    const key = foodSetKey(meal);
    groups.set(key, [...(groups.get(key) ?? []), meal]);
  }
  return groups;
}

function recencyWeightedCount(group: readonly Meal[], now: Date): number {
  return group.reduce((score, meal) => {
    const ageDays = Math.max(0, now.getTime() - Date.parse(meal.timestamp)) / DAY_MS;
    return score + 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
  }, 0);
}

function summarise(group: readonly Meal[]): MealSuggestion {
  const latest = group[0]!;
  const rises = group.flatMap((meal) => (meal.preGlucose !== undefined && meal.postGlucose !== undefined ? [meal.postGlucose - meal.preGlucose] : []));
  return {
    foodNames: [...new Set(latest.foodItems.map((item) => item.name.trim()))],
    mealType: mostCommonMealType(group),
    foodItems: typicalFoodItems(group),
    averageCarbs: round(mean(group.map((meal) => meal.totalCarbs)), 1),
    averageCalories: round(mean(group.map((meal) => meal.totalCalories)), 0),
    timesEaten: group.length,
    lastEaten: latest.timestamp,
    averageGlucoseRise: rises.length > 0 ? round(mean(rises), 0) : null,
    glucoseRiseSamples: rises.length,
  };
}

/** The latest meal's items (their current nutrients) with the amount the person usually takes. */
function typicalFoodItems(group: readonly Meal[]): Meal['foodItems'] {
  return group[0]!.foodItems.map((item) => {
    const amounts = group.flatMap((meal) => meal.foodItems.filter((other) => normalisedName(other.name) === normalisedName(item.name)).map((other) => other.amount));
    return { ...item, amount: median(amounts) };
  });
}

/** Ties go to the most recent meal's type. */
function mostCommonMealType(group: readonly Meal[]): MealType {
  const counts = new Map<MealType, number>();
  for (const meal of group) counts.set(meal.mealType, (counts.get(meal.mealType) ?? 0) + 1);
  return group.reduce((best, meal) => (counts.get(meal.mealType)! > counts.get(best)! ? meal.mealType : best), group[0]!.mealType);
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
