import { API_ROUTES, type BolusCalculation, type CalculateBolusRequestInput } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

/** A suggestion only: the server records nothing. */
export function requestBolusCalculation(request: CalculateBolusRequestInput): Promise<BolusCalculation> {
  return apiClient.call(API_ROUTES.insulin.calculateBolus, { body: request });
}
