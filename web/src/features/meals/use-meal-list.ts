import { useEffect, useState } from 'react';
import { MEAL_MESSAGES, type Meal } from '@glyco/contracts';
import { listMeals, type MealListQuery } from './api/meals';

export interface MealListData {
  meals: Meal[];
  totalCount: number;
  loading: boolean;
  error: string | null;
}

/** One page of meals, fetched again when the query or `refresh` changes. */
export function useMealList(query: MealListQuery, refresh: number): MealListData {
  const [data, setData] = useState<MealListData>({ meals: [], totalCount: 0, loading: true, error: null });
  const { page, search, mealType } = query;

  useEffect(() => {
    let current = true;
    setData((previous) => ({ ...previous, loading: true }));
    listMeals({ page, search, mealType }).then(
      (list) => current && setData({ meals: list.meals, totalCount: list.totalCount, loading: false, error: null }),
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to load meals', error);
        setData({ meals: [], totalCount: 0, loading: false, error: MEAL_MESSAGES.loadFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [page, search, mealType, refresh]);

  return data;
}
