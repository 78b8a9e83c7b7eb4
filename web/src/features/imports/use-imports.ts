import { useCallback, useEffect, useState } from 'react';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportResponse } from '@glyco/contracts';
import { messageOr } from '../../lib/api-error';
import { getImport, listImports, undoImport, uploadImportFile } from './api/imports';

/** How often a running import is asked for its progress. */
const POLL_MS = 500;

const isRunning = (item: ImportResponse | undefined) => item?.status === 'queued' || item?.status === 'running';

/** The Import page's state: the import being watched, the past ones, and the actions on them. */
export function useImports() {
  const [imports, setImports] = useState<ImportResponse[]>([]);
  const [current, setCurrent] = useState<ImportResponse | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const refreshList = useCallback(async () => {
    try {
      setImports(await listImports());
    } catch (cause) {
      setError(messageOr(cause, 'Your imports could not be loaded. Please try again.'));
    }
  }, []);

  useEffect(() => void refreshList(), [refreshList]);

  useEffect(() => {
    if (!current || !isRunning(current)) return;
    const timer = setTimeout(async () => {
      try {
        const next = await getImport(current.id);
        setCurrent(next);
        if (!isRunning(next)) await refreshList();
      } catch (cause) {
        setError(messageOr(cause, 'The import could not be followed. Reload the page to see it.'));
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [current, refreshList]);

  async function upload(file: File) {
    setError(undefined);
    if (file.size > IMPORT_LIMITS.maxFileBytes) return setError(IMPORT_MESSAGES.fileTooLarge);
    setUploading(true);
    try {
      const { id } = await uploadImportFile(file);
      setCurrent(await getImport(id).catch(() => queuedImport(id, file.name)));
    } catch (cause) {
      setError(messageOr(cause, 'The file could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  }

  async function undo(item: ImportResponse, confirm: (question: string) => boolean) {
    if (!confirm(IMPORT_MESSAGES.confirmUndo)) return;
    setError(undefined);
    try {
      await undoImport(item.id);
      if (current?.id === item.id) setCurrent(await getImport(item.id));
      await refreshList();
    } catch (cause) {
      setError(messageOr(cause, 'The import could not be undone. Please try again.'));
    }
  }

  return { imports, current, error, uploading, upload, undo };
}

/** What the page shows between the upload's answer and the import's first read. */
function queuedImport(id: string, fileName: string): ImportResponse {
  const counts = { readings: 0, meals: 0, doses: 0, duplicates: 0, rejected: 0 };
  return { id, status: 'queued', format: null, fileName, progress: { done: 0, total: 0 }, counts, errors: [], failure: null, createdAt: new Date().toISOString(), finishedAt: null, undoneAt: null };
}
