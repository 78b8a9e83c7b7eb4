/** Reports copy (SPEC §8). */
export const REPORT_MESSAGES = {
  fetchFailed: 'Failed to fetch report data. Please try again.',
  exportInvalidFile: 'The exported file is invalid. Please try again.',
  exportNoResponse: 'No response from server. Please try again.',
  exportRequestNotSent: 'The export request could not be sent. Please try again.',
  reportNotFound: 'Report not found',
} as const;

export function exportFailedStatusMessage(status: number, message?: string): string {
  return `${status} - ${message || 'Server error'}`;
}
