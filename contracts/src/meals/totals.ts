/** Per-item values are per serving; the item's amount is the number of servings. */
export interface FoodItemNutrients {
  carbs: number;
  protein: number;
  fat: number;
  calories: number;
  amount: number;
}

export interface MealTotals {
  totalCarbs: number;
  totalProtein: number;
  totalFat: number;
  totalCalories: number;
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** Read-only sums of each item's value times its amount, to 0.1. */
export function mealTotals(items: readonly FoodItemNutrients[]): MealTotals {
  const sum = (pick: (item: FoodItemNutrients) => number) => roundTenth(items.reduce((total, item) => total + pick(item) * item.amount, 0));
  return {
    totalCarbs: sum((item) => item.carbs),
    totalProtein: sum((item) => item.protein),
    totalFat: sum((item) => item.fat),
    totalCalories: sum((item) => item.calories),
  };
}
