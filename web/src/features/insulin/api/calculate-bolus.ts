import type { BolusCalculation, CalculateBolusRequestInput } from '@glyco/contracts';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { apiClient } from '../../../lib/api-client';

/** A suggestion only: the server records nothing. */
export function requestBolusCalculation(request: CalculateBolusRequestInput): Promise<BolusCalculation> {
  return apiClient.call(insulinRoutes.calculateBolus, { body: request });
}
