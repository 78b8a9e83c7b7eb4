import { useEffect, useState } from 'react';
import type { Meal } from '@glyco/contracts';
import { listRecentMeals } from './api/insulin-doses';

/** The meals a dose can be linked to; without them the page still works, unlinked. */
export function useRecentMeals(): Meal[] {
  const [meals, setMeals] = useState<Meal[]>([]);
  useEffect(() => {
    let current = true;
    listRecentMeals().then(
      (list) => current && setMeals(list),
      (error: unknown) => console.error('Loading recent meals failed', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return meals;
}
