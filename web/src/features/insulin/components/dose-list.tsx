import type { InsulinDose, Meal } from '@glyco/contracts';
import { formatFull } from '../../../lib/format';
import { mealLabel } from '../meal-label';

interface DoseListProps {
  doses: readonly InsulinDose[];
  /** The recent meals, to name a dose's related meal. */
  meals: readonly Meal[];
  onEdit: (dose: InsulinDose) => void;
  onDelete: (dose: InsulinDose) => void;
}

function relatedMealText(dose: InsulinDose, meals: readonly Meal[]): string {
  if (!dose.relatedMeal) return '';
  const meal = meals.find((candidate) => candidate._id === dose.relatedMeal);
  // Older meals are outside the recent list the page loads.
  return meal ? mealLabel(meal) : 'An earlier meal';
}

export function DoseList({ doses, meals, onEdit, onDelete }: DoseListProps) {
  if (doses.length === 0) return <p className="text-slate-500 dark:text-slate-400">No insulin doses found.</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-700">
      {doses.map((dose) => {
        const when = formatFull(dose.timestamp);
        const meal = relatedMealText(dose, meals);
        return (
          <li key={dose._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold">
                {dose.units} units · {dose.insulinType}
                {dose.brand && <span className="font-normal text-slate-600 dark:text-slate-300"> ({dose.brand})</span>}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {when} · Site: {dose.injectionSite}
              </p>
              {meal && <p className="text-sm text-slate-600 dark:text-slate-300">Meal: {meal}</p>}
              {dose.notes && <p className="text-sm text-slate-500 dark:text-slate-400">{dose.notes}</p>}
            </div>
            <div className="flex">
              <button type="button" onClick={() => onEdit(dose)} className="rounded px-2 py-1 text-primary-dark hover:underline dark:text-sky-300">
                Edit<span className="sr-only"> dose of {when}</span>
              </button>
              <button type="button" onClick={() => onDelete(dose)} className="rounded px-2 py-1 text-red-600 hover:underline dark:text-red-400">
                Delete<span className="sr-only"> dose of {when}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
