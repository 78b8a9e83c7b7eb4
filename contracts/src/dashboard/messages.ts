/** Dashboard copy (SPEC §2, §8). */
export const DASHBOARD_MESSAGES = {
  networkError: 'Network error: Could not reach the server.',
  noGlucoseReadings: 'No glucose readings yet. Add your first reading to see your trends!',
  noReadings: 'No readings yet',
  noMeals: 'No meals yet',
  noInsulinDoses: 'No insulin doses yet',
} as const;

export function fetchFailedMessage(detail: string): string {
  return `Failed to fetch data: ${detail}`;
}

export function unexpectedErrorMessage(detail: string): string {
  return `An unexpected error occurred: ${detail}`;
}
