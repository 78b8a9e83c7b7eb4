import { API_ROUTES, accountExportFileName } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { fileNameFromDisposition } from '../../../lib/file-name';

export type AccountExportKind = keyof typeof API_ROUTES.accountExport;

/** Downloads the person's complete export (zip) or FHIR record and saves it under the server's name. */
export async function downloadAccountExport(kind: AccountExportKind): Promise<string> {
  const { blob, headers } = await apiClient.download(API_ROUTES.accountExport[kind]);
  const fileName = fileNameFromDisposition(headers.get('Content-Disposition')) ?? accountExportFileName(kind, new Date());
  saveBlob(blob, fileName);
  return fileName;
}
