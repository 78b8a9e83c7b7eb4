import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FOOD_AUTOCOMPLETE } from '@glyco/contracts';
import { logged } from '../../lib/query-client';
import { getFood, searchFoods } from './api/foods';
import { getMealSuggestions, listMeals, type MealListQuery } from './api/meals';

export const mealKeys = {
  all: ['meals'] as const,
  list: (query: MealListQuery) => [...mealKeys.all, 'list', query] as const,
  suggestions: () => [...mealKeys.all, 'suggestions'] as const,
};

export const foodKeys = {
  all: ['foods'] as const,
  search: (query: string) => [...foodKeys.all, 'search', query] as const,
  detail: (id: string) => [...foodKeys.all, 'detail', id] as const,
};

/** The food catalogue changes with a new release, not with anything the person does. */
const CATALOGUE_STALE_MS = 60 * 60_000;

/** One page of meals; the page shown stays while the next loads. */
export const mealListQuery = (query: MealListQuery) =>
  queryOptions({
    queryKey: mealKeys.list(query),
    queryFn: () => listMeals(query).catch(logged('Failed to load meals')),
    placeholderData: keepPreviousData,
    meta: { reads: ['meals'] },
  });

/** Meals the person often eats around this hour, with the glucose rise after them. */
export const mealSuggestionsQuery = () =>
  queryOptions({
    queryKey: mealKeys.suggestions(),
    queryFn: () => getMealSuggestions().catch(logged('Failed to load meal suggestions')),
    meta: { reads: ['meals', 'glucose', 'profile'] },
  });

/** SPEC §9: the first few foods of the catalogue matching what was typed. */
export const foodSearchQuery = (query: string) =>
  queryOptions({
    queryKey: foodKeys.search(query),
    queryFn: async () => (await searchFoods(query).catch(logged('Food search failed'))).slice(0, FOOD_AUTOCOMPLETE.suggestions),
    staleTime: CATALOGUE_STALE_MS,
  });

export const foodQuery = (id: string) => queryOptions({ queryKey: foodKeys.detail(id), queryFn: () => getFood(id), staleTime: CATALOGUE_STALE_MS });
