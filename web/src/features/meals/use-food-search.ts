import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FOOD_AUTOCOMPLETE, type FoodSummary } from '@glyco/contracts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { foodSearchQuery } from './queries';

export interface FoodSearch {
  foods: FoodSummary[];
  searching: boolean;
  /** The query `foods` answer, once a search finished. */
  searched?: string;
}

/** SPEC §9: from 2 characters, 300 ms after the last keystroke, 5 suggestions. Paused while `enabled` is false. */
export function useFoodSearch(query: string, enabled: boolean): FoodSearch {
  const settled = useDebouncedValue(query.trim(), FOOD_AUTOCOMPLETE.debounceMs);
  const active = enabled && settled.length >= FOOD_AUTOCOMPLETE.minChars;
  const { data, isFetching } = useQuery({ ...foodSearchQuery(settled), enabled: active, placeholderData: keepPreviousData });
  if (!active) return { foods: [], searching: false };
  if (isFetching) return { foods: data ?? [], searching: true };
  return data ? { foods: data, searching: false, searched: settled } : { foods: [], searching: false };
}
