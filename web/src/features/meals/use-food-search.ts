import { useEffect, useState } from 'react';
import { FOOD_AUTOCOMPLETE, type FoodSummary } from '@glyco/contracts';
import { searchFoods } from './api/foods';
import { useDebouncedValue } from './use-debounced-value';

export interface FoodSearch {
  foods: FoodSummary[];
  searching: boolean;
  /** The query `foods` answer, once a search finished. */
  searched?: string;
}

/** SPEC §9: from 2 characters, 300 ms after the last keystroke, 5 suggestions. Paused while `enabled` is false. */
export function useFoodSearch(query: string, enabled: boolean): FoodSearch {
  const settled = useDebouncedValue(query.trim(), FOOD_AUTOCOMPLETE.debounceMs);
  const [result, setResult] = useState<FoodSearch>({ foods: [], searching: false });
  const active = enabled && settled.length >= FOOD_AUTOCOMPLETE.minChars;

  useEffect(() => {
    if (!active) {
      setResult({ foods: [], searching: false });
      return;
    }
    let current = true;
    setResult((previous) => ({ ...previous, searching: true }));
    searchFoods(settled).then(
      (foods) => current && setResult({ foods: foods.slice(0, FOOD_AUTOCOMPLETE.suggestions), searching: false, searched: settled }),
      (error: unknown) => {
        if (!current) return;
        console.error('Food search failed', error);
        setResult({ foods: [], searching: false });
      },
    );
    return () => {
      current = false;
    };
  }, [settled, active]);

  return result;
}
