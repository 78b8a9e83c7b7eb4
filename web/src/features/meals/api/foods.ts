import { API_ROUTES, type FoodDetail, type FoodSummary } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export async function searchFoods(query: string): Promise<FoodSummary[]> {
  return (await apiClient.call(API_ROUTES.foods.search, { query: { q: query } })).foods;
}

export function getFood(id: string): Promise<FoodDetail> {
  return apiClient.call(API_ROUTES.foods.detail, { params: { id } });
}
