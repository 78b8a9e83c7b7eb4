import { useQuery } from '@tanstack/react-query';
import type { Meal } from '@glyco/contracts';
import { recentMealsQuery } from './queries';

const none: Meal[] = [];

/** The meals a dose can be linked to; without them the page still works, unlinked. */
export function useRecentMeals(): Meal[] {
  return useQuery(recentMealsQuery()).data ?? none;
}
