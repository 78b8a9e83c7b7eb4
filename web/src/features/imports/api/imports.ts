import { API_ROUTES, type ImportAcceptedResponse, type ImportResponse } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function uploadImportFile(file: File): Promise<ImportAcceptedResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload(API_ROUTES.imports.upload, form);
}

export function getImport(id: string): Promise<ImportResponse> {
  return apiClient.call(API_ROUTES.imports.detail, { params: { id } });
}

export async function listImports(): Promise<ImportResponse[]> {
  return (await apiClient.call(API_ROUTES.imports.list)).imports;
}

export function undoImport(id: string): Promise<void> {
  return apiClient.call(API_ROUTES.imports.undo, { params: { id } });
}
