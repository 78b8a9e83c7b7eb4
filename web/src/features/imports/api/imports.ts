import type { ImportAcceptedResponse, ImportResponse } from '@glyco/contracts';
import { importRoutes } from '@glyco/contracts/api-routes/imports';
import { apiClient } from '../../../lib/api-client';

export function uploadImportFile(file: File): Promise<ImportAcceptedResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload(importRoutes.upload, form);
}

export function getImport(id: string): Promise<ImportResponse> {
  return apiClient.call(importRoutes.detail, { params: { id } });
}

export async function listImports(): Promise<ImportResponse[]> {
  return (await apiClient.call(importRoutes.list)).imports;
}

export function undoImport(id: string): Promise<void> {
  return apiClient.call(importRoutes.undo, { params: { id } });
}
