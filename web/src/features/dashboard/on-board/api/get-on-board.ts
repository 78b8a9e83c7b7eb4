import type { OnBoard } from '@glyco/contracts';
import { onBoardRoutes } from '@glyco/contracts/api-routes/on-board';
import { apiClient } from '../../../../lib/api-client';

/** Insulin and carbs on board now and their curves over the next hours. */
export function getOnBoard(): Promise<OnBoard> {
  return apiClient.call(onBoardRoutes.get);
}
