/** Reports copy (SPEC §8). */
export const REPORT_MESSAGES = {
  fetchFailed: 'Failed to fetch report data. Please try again.',
  exportInvalidFile: 'The exported file is invalid. Please try again.',
  exportNoResponse: 'No response from server. Please try again.',
  exportRequestNotSent: 'The export request could not be sent. Please try again.',
  reportNotFound: 'Report not found',
  tooManyExports: 'Your earlier downloads are still running. Please let them finish, then try again.',
  tooManyReports: 'Your earlier PDF reports are still being prepared. Please wait for them, then try again.',
} as const;

export function exportFailedStatusMessage(status: number, message?: string): string {
  return `${status} - ${message || 'Server error'}`;
}
