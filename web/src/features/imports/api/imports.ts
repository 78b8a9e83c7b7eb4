import type { ImportAcceptedResponse, ImportListResponse, ImportResponse } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function uploadImportFile(file: File): Promise<ImportAcceptedResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload<ImportAcceptedResponse>('/imports', form);
}

export function getImport(id: string): Promise<ImportResponse> {
  return apiClient.get<ImportResponse>(`/imports/${id}`);
}

export async function listImports(): Promise<ImportResponse[]> {
  return (await apiClient.get<ImportListResponse>('/imports')).imports;
}

export function undoImport(id: string): Promise<void> {
  return apiClient.delete(`/imports/${id}`);
}
