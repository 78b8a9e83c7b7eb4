import { accountExportFileName } from '@glyco/contracts';
import { accountExportRoutes } from '@glyco/contracts/api-routes/account-export';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { fileNameFromDisposition } from '../../../lib/file-name';

export type AccountExportKind = keyof typeof accountExportRoutes;

/** Downloads the person's complete export (zip) or FHIR record and saves it under the server's name. */
export async function downloadAccountExport(kind: AccountExportKind): Promise<string> {
  const { blob, headers } = await apiClient.download(accountExportRoutes[kind]);
  const fileName = fileNameFromDisposition(headers.get('Content-Disposition')) ?? accountExportFileName(kind, new Date());
  saveBlob(blob, fileName);
  return fileName;
}
