import type { FoodDetail, FoodSummary } from '@glyco/contracts';
import { foodRoutes } from '@glyco/contracts/api-routes/foods';
import { apiClient } from '../../../lib/api-client';

export async function searchFoods(query: string): Promise<FoodSummary[]> {
  return (await apiClient.call(foodRoutes.search, { query: { q: query } })).foods;
}

export function getFood(id: string): Promise<FoodDetail> {
  return apiClient.call(foodRoutes.detail, { params: { id } });
}
