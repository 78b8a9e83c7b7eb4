import type { Meal } from '@glyco/contracts';
import { formatDay, formatFull, formatTime } from '../../../lib/format';

interface MealListProps {
  meals: readonly Meal[];
  filtered: boolean;
  onEdit: (meal: Meal) => void;
  onDelete: (meal: Meal) => void;
}

const cell = 'px-2 py-2 text-left sm:px-3';
// On a phone the row keeps what is needed to find and correct a meal; the rest shows from 640 px up.
const wideOnly = `${cell} hidden sm:table-cell`;

export function MealList({ meals, filtered, onEdit, onDelete }: MealListProps) {
  if (meals.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{filtered ? 'No meals match your search.' : 'No meals logged yet. Add your first meal to start tracking.'}</p>;
  }
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm sm:min-w-[36rem]">
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>Date & time</th>
            <th scope="col" className={cell}>Meal type</th>
            <th scope="col" className={wideOnly}>Food items</th>
            <th scope="col" className={cell}>Carbs (g)</th>
            <th scope="col" className={wideOnly}>Calories (kcal)</th>
            <th scope="col" className={cell}><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {meals.map((meal) => (
            <tr key={meal._id} className="border-b border-slate-100 dark:border-slate-800">
              <td className={cell}>
                <span className="whitespace-nowrap sm:hidden">
                  {formatDay(meal.timestamp)}
                  <br />
                  {formatTime(meal.timestamp)}
                </span>
                <span className="hidden sm:inline">{formatFull(meal.timestamp)}</span>
              </td>
              <td className={cell}>{meal.mealType}</td>
              <td className={wideOnly}>{meal.foodItems.map((item) => item.name).join(', ')}</td>
              <td className={`${cell} font-semibold`}>{meal.totalCarbs}</td>
              <td className={wideOnly}>{meal.totalCalories}</td>
              <td className={cell}>
                <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                  <button type="button" onClick={() => onEdit(meal)} className="rounded px-2 py-1 text-primary-dark hover:underline dark:text-sky-300">
                    Edit<span className="sr-only"> {meal.mealType} of {formatFull(meal.timestamp)}</span>
                  </button>
                  <button type="button" onClick={() => onDelete(meal)} className="rounded px-2 py-1 text-red-700 hover:underline dark:text-red-400">
                    Delete<span className="sr-only"> {meal.mealType} of {formatFull(meal.timestamp)}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
