import type { FoodDetail, FoodSearchResponse, FoodSummary } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function searchFoods(query: string): Promise<FoodSummary[]> {
  return apiClient.get<FoodSearchResponse>('/foods/search', { q: query }).then((response) => response.foods);
}

export function getFood(id: string): Promise<FoodDetail> {
  return apiClient.get<FoodDetail>(`/foods/${encodeURIComponent(id)}`);
}
