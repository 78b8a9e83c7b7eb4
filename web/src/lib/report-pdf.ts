import type { RouteRequest } from '@glyco/contracts';
import { reportRoutes } from '@glyco/contracts/api-routes/reports';
import type { ApiClient } from './api-client';
import { saveBlob } from './download';
import { InvalidReportFileError } from './export-failure';
import { fileNameFromDisposition } from './file-name';

const pdfSignature = '%PDF';

async function isPdf(blob: Blob): Promise<boolean> {
  if (blob.size < pdfSignature.length) return false;
  return (await blob.slice(0, pdfSignature.length).text()) === pdfSignature;
}

/** Asks the server for a PDF report and saves it under the name the server gives, else `fallbackName`. */
export async function downloadReportPdf(client: ApiClient, query: RouteRequest<typeof reportRoutes.pdf>['query'], fallbackName: string): Promise<string> {
  const { blob, headers } = await client.download(reportRoutes.pdf, { query });
  if (!(await isPdf(blob))) throw new InvalidReportFileError('The report is not a PDF');
  const fileName = fileNameFromDisposition(headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
