import { useEffect, useId, useState } from 'react';
import { MEAL_TYPES } from '@glyco/contracts';
import { inputClass } from '../../../components/form/field-error';
import { useAtom, useSetAtom } from '../../../lib/jotai';
import { mealPageAtom, mealSearchAtom, mealTypeFilterAtom } from '../atoms';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Search box and meal-type filter; either change goes back to page 1. */
export function MealFilters() {
  const id = useId();
  const [search, setSearch] = useAtom(mealSearchAtom);
  const [mealType, setMealType] = useAtom(mealTypeFilterAtom);
  const setPage = useSetAtom(mealPageAtom);
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed, 300);

  useEffect(() => {
    if (settled === search) return;
    setSearch(settled);
    setPage(1);
  }, [settled, search, setSearch, setPage]);

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium">
          Search meals
        </label>
        <input id={`${id}-search`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Food name or notes" className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="block text-sm font-medium">
          Meal type
        </label>
        <select
          id={`${id}-type`}
          value={mealType}
          onChange={(event) => {
            setMealType(event.target.value);
            setPage(1);
          }}
          className={inputClass}
        >
          <option value="">All Meals</option>
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
