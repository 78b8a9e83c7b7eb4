import type { BolusCalculation, CalculateBolusRequestInput } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

/** A suggestion only: the server records nothing. */
export function requestBolusCalculation(request: CalculateBolusRequestInput): Promise<BolusCalculation> {
  return apiClient.post<BolusCalculation>('/insulin/calculate', request);
}
