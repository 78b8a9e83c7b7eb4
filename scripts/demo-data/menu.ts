import type { MealType } from '@glyco/contracts';

export interface MenuItem {
  name: string;
  /** Per serving, grams and kcal. */
  carbs: number;
  protein: number;
  fat: number;
  calories: number;
}

const item = (name: string, carbs: number, protein: number, fat: number, calories: number): MenuItem => ({ name, carbs, protein, fat, calories });

/** Plausible plates, per serving values from the USDA SR24 table rounded. */
export const MENU: Record<MealType, MenuItem[][]> = {
  Breakfast: [
    [item('Oatmeal, cooked (1 cup)', 27, 6, 3.6, 166), item('Banana, raw (1 medium)', 27, 1.3, 0.4, 105)],
    [item('Whole-wheat toast (1 slice)', 12, 4, 1, 69), item('Egg, scrambled (1 large)', 1.5, 6.8, 7.4, 91)],
    [item('Greek yogurt, plain (170 g)', 6, 17, 0.7, 100), item('Blueberries, raw (1 cup)', 21, 1.1, 0.5, 84)],
    [item('Corn flakes (1 cup)', 24, 2, 0.1, 101), item('Milk, 2% (1 cup)', 12, 8, 4.8, 122)],
  ],
  Lunch: [
    [item('Turkey sandwich on wheat', 34, 24, 9, 320), item('Apple, raw (1 medium)', 25, 0.5, 0.3, 95)],
    [item('Chicken salad with vinaigrette', 12, 28, 14, 290), item('Whole-wheat roll (1)', 14, 3, 1, 76)],
    [item('Lentil soup (1 cup)', 30, 12, 3, 190), item('Rye bread (1 slice)', 15, 2.7, 1.1, 83)],
    [item('Rice, white, cooked (1 cup)', 45, 4.3, 0.4, 205), item('Stir-fried vegetables with tofu', 14, 12, 9, 180)],
  ],
  Dinner: [
    [item('Spaghetti, cooked (1 cup)', 43, 8, 1.3, 221), item('Tomato sauce with beef', 10, 14, 11, 190)],
    [item('Salmon, baked (150 g)', 0, 34, 12, 280), item('Potatoes, boiled (1 medium)', 31, 3.4, 0.2, 136), item('Broccoli, steamed (1 cup)', 11, 3.7, 0.6, 55)],
    [item('Chicken curry', 12, 27, 16, 310), item('Basmati rice, cooked (1 cup)', 45, 4.4, 0.5, 210)],
    [item('Bean burrito', 48, 14, 11, 360)],
  ],
  Snack: [
    [item('Apple, raw (1 medium)', 25, 0.5, 0.3, 95)],
    [item('Almonds (28 g)', 6, 6, 14, 164)],
    [item('Granola bar (1)', 19, 2, 4.5, 120)],
    [item('Orange juice (1 cup)', 26, 1.7, 0.5, 112)],
  ],
};
