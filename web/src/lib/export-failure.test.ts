import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@glyco/contracts';
import { ApiError } from './api-error';
import { InvalidReportFileError, exportFailureMessage } from './export-failure';
import { fileNameFromDisposition } from './file-name';

describe('exportFailureMessage', () => {
  it('names each way an export can fail', () => {
    expect(exportFailureMessage(new InvalidReportFileError('html'))).toBe(REPORT_MESSAGES.exportInvalidFile);
    expect(exportFailureMessage(new ApiError('http', 503, 'Service Unavailable', 'Still rendering'))).toBe('503 - Still rendering');
    expect(exportFailureMessage(new ApiError('http', 500, 'Internal Server Error', ''))).toBe('500 - Server error');
    expect(exportFailureMessage(new ApiError('network', 0, '', ''))).toBe(REPORT_MESSAGES.exportNoResponse);
    expect(exportFailureMessage(new ApiError('timeout', 0, '', 'The request timed out.'))).toBe(REPORT_MESSAGES.exportNoResponse);
    expect(exportFailureMessage(new TypeError('Invalid URL'))).toBe(REPORT_MESSAGES.exportRequestNotSent);
  });
});

describe('fileNameFromDisposition', () => {
  it('takes the name the server gives', () => {
    expect(fileNameFromDisposition('attachment; filename="glyco-report-2024-03-04-to-2024-03-10.pdf"')).toBe('glyco-report-2024-03-04-to-2024-03-10.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition("attachment; filename=\"a.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
  });

  it('drops paths and answers null without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/x.pdf"')).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
