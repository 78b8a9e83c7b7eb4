import { IMPORT_MESSAGES, ImportUndone, streamIds, type Actor, type Clock } from '@glyco/contracts';
import { newEvent, readStreamOrEmpty, type EventStore, type Position } from '@glyco/event-store';
import { conflict, notFound } from '@glyco/contracts/http/app-errors';
import { deleteRecords } from '../ingest/delete-records';
import { appendImportStep } from './import-events';
import { foldImport } from './import-state';

export interface UndoImportCommand {
  importId: string;
  userId: string;
  actor: Actor;
  correlationId: string;
}

/**
 * Deletes every record the import logged, each by its own Deleted event, then records the undo
 * on `import-<id>`. Records the person has deleted since are left alone; one they corrected is
 * deleted all the same, as it came from the file.
 */
export async function undoImport(deps: { store: EventStore; clock: Clock }, command: UndoImportCommand): Promise<{ deleted: number; position: Position | undefined }> {
  const history = await readStreamOrEmpty(deps.store, streamIds.import(command.importId));
  const state = foldImport(history);
  if (state.requested?.userId !== command.userId) throw notFound(IMPORT_MESSAGES.importNotFound);
  if (state.undone) throw conflict(IMPORT_MESSAGES.alreadyUndone);
  if (!state.finished) throw conflict(IMPORT_MESSAGES.notFinished);
  const { deleted, position } = await deleteRecords(
    { eventStore: deps.store, clock: deps.clock },
    { userId: command.userId, actor: command.actor, correlationId: command.correlationId, importId: command.importId, streamIds: state.created },
  );
  const undone = newEvent(ImportUndone, { importId: command.importId, userId: command.userId, deleted });
  await appendImportStep(deps.store, 'undone', undone, history.at(-1)!.revision, deps.clock(), command.actor);
  const [latest] = await deps.store.readStream(streamIds.import(command.importId), { direction: 'backwards', maxCount: 1 });
  return { deleted, position: latest?.position ?? position };
}
