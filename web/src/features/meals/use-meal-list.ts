import { useQuery } from '@tanstack/react-query';
import { MEAL_MESSAGES, type Meal } from '@glyco/contracts';
import type { MealListQuery } from './api/meals';
import { mealListQuery } from './queries';

export interface MealListData {
  meals: Meal[];
  totalCount: number;
  loading: boolean;
  error: string | null;
}

/** One page of meals, fetched again when the query changes or a write changes the meals. */
export function useMealList(query: MealListQuery): MealListData {
  const { data, isFetching, isError } = useQuery(mealListQuery(query));
  if (isError) return { meals: [], totalCount: 0, loading: isFetching, error: MEAL_MESSAGES.loadFailed };
  return { meals: data?.meals ?? [], totalCount: data?.totalCount ?? 0, loading: isFetching, error: null };
}
