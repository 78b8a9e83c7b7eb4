import { useFormState } from 'react-final-form';
import { mealTotals } from '@glyco/contracts';
import type { FoodItemValues } from '../meal-form-values';

const numberOrZero = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) ? number : 0;
};

/** SPEC §5: read-only sums of each item's value times its amount. */
export function itemsTotals(items: readonly FoodItemValues[]) {
  return mealTotals(
    items.map((item) => ({
      carbs: numberOrZero(item.carbs),
      protein: numberOrZero(item.protein),
      fat: numberOrZero(item.fat),
      calories: numberOrZero(item.calories),
      amount: numberOrZero(item.amount),
    })),
  );
}

export function MealTotals() {
  const { values } = useFormState<{ foodItems?: FoodItemValues[] }>({ subscription: { values: true } });
  const totals = itemsTotals(values.foodItems ?? []);
  const figures = [
    { label: 'Total carbs', value: `${totals.totalCarbs} g` },
    { label: 'Total protein', value: `${totals.totalProtein} g` },
    { label: 'Total fat', value: `${totals.totalFat} g` },
    { label: 'Total calories', value: `${totals.totalCalories} kcal` },
  ];
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
      <h3 className="mb-2 text-sm font-semibold">Meal totals</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd className="text-lg font-semibold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
