import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-final-form';
import { defaultPortion, nutrientsFetchedMessage, nutrientsNetworkErrorMessage, nutrientsNotFoundMessage, type FoodDetail, type FoodMeasure, type FoodSummary, type Nutrients } from '@glyco/contracts';
import { isApiError } from '../../lib/api-error';
import { useSetAtom } from '../../lib/jotai';
import { mealNoticeAtom } from './atoms';
import { fdcIdOf, hasNutrientData, nutrientsForMeasure } from './food-measures';
import { foodQuery } from './queries';

const noNutrients: Nutrients = { carbs: 0, protein: 0, fat: 0, calories: 0 };

/** Picking a suggested food: its details are fetched and one serving's nutrients fill the row. */
export function useFoodPick(prefix: string) {
  const form = useForm();
  const queryClient = useQueryClient();
  const showNotice = useSetAtom(mealNoticeAtom);
  const [fetching, setFetching] = useState(false);
  const [food, setFood] = useState<FoodDetail | null>(null);

  function fill(nutrients: Nutrients) {
    form.batch(() => {
      for (const key of ['carbs', 'protein', 'fat', 'calories'] as const) form.change(`${prefix}.${key}`, String(nutrients[key]));
    });
  }

  function applyMeasure(detail: FoodDetail, measure: FoodMeasure) {
    fill(nutrientsForMeasure(detail, measure));
  }

  async function pick(summary: FoodSummary) {
    form.change(`${prefix}.name`, summary.name);
    form.change(`${prefix}.fdcId`, fdcIdOf(summary.id));
    setFood(null);
    setFetching(true);
    try {
      const detail = await queryClient.fetchQuery(foodQuery(summary.id));
      if (!hasNutrientData(detail)) throw new NutrientsMissing();
      setFood(detail);
      applyMeasure(detail, defaultPortion(detail));
      showNotice({ tone: 'success', message: nutrientsFetchedMessage(summary.name) });
    } catch (error) {
      const missing = error instanceof NutrientsMissing || (isApiError(error) && error.status === 404);
      if (missing) fill(noNutrients);
      showNotice({ tone: 'error', message: missing ? nutrientsNotFoundMessage(summary.name) : nutrientsNetworkErrorMessage(summary.name) });
    } finally {
      setFetching(false);
    }
  }

  return { fetching, food, pick, applyMeasure, forget: () => setFood(null) };
}

class NutrientsMissing extends Error {}
