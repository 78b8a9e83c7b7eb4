import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportResponse } from '@glyco/contracts';
import { messageOr } from '../../lib/api-error';
import { invalidateRecords } from '../../lib/query-client';
import { useRecordWrite } from '../../lib/use-record-write';
import { undoImport, uploadImportFile } from './api/imports';
import { importKeys, importListQuery, importQuery, isRunning } from './queries';

/** The file just uploaded, followed until its import ends. */
interface Watched {
  id: string;
  fileName: string;
}

/** What a finished import changed: the list, and the records it added. */
function useRefreshWhenFinished(finishedId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!finishedId) return;
    void queryClient.invalidateQueries({ queryKey: importKeys.list() });
    void invalidateRecords(queryClient, ['glucose', 'meals', 'insulin']);
  }, [finishedId, queryClient]);
}

function useWatchedImport(watched: Watched | undefined) {
  const watch = useQuery(importQuery(watched?.id));
  const item = watch.data;
  useRefreshWhenFinished(item && !isRunning(item) ? item.id : null);
  return { current: item ?? (watched && queuedImport(watched.id, watched.fileName)), failed: watch.isError };
}

/** The Import page's state: the import being watched, the past ones, and the actions on them. */
export function useImports() {
  const list = useQuery(importListQuery());
  const [watched, setWatched] = useState<Watched | undefined>();
  const { current, failed } = useWatchedImport(watched);
  const [actionError, setActionError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const sendFile = useRecordWrite([], uploadImportFile);
  const undoRecords = useRecordWrite(['imports', 'glucose', 'meals', 'insulin'], undoImport);

  async function upload(file: File) {
    setActionError(undefined);
    if (file.size > IMPORT_LIMITS.maxFileBytes) return setActionError(IMPORT_MESSAGES.fileTooLarge);
    setUploading(true);
    try {
      const { id } = await sendFile(file);
      setWatched({ id, fileName: file.name });
    } catch (cause) {
      setActionError(messageOr(cause, 'The file could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  }

  async function undo(item: ImportResponse, confirm: (question: string) => boolean) {
    if (!confirm(IMPORT_MESSAGES.confirmUndo)) return;
    setActionError(undefined);
    try {
      await undoRecords(item.id);
    } catch (cause) {
      setActionError(messageOr(cause, 'The import could not be undone. Please try again.'));
    }
  }

  const error =
    actionError ??
    (list.isError ? messageOr(list.error, 'Your imports could not be loaded. Please try again.') : undefined) ??
    (failed ? 'The import could not be followed. Reload the page to see it.' : undefined);
  return { imports: list.data ?? [], current, error, uploading, upload, undo };
}

/** What the page shows between the upload's answer and the import's first read. */
function queuedImport(id: string, fileName: string): ImportResponse {
  const counts = { readings: 0, meals: 0, doses: 0, duplicates: 0, rejected: 0 };
  return { id, status: 'queued', format: null, fileName, progress: { done: 0, total: 0 }, counts, errors: [], failure: null, createdAt: new Date().toISOString(), finishedAt: null, undoneAt: null };
}
