import {
  EMPTY_INGEST_COUNTS,
  ImportChunkIngested,
  ImportCompleted,
  ImportFailed,
  ImportRequested,
  ImportStarted,
  ImportUndone,
  IMPORT_EVENTS,
  type ImportEvent,
  type ImportRequestedData,
  type IngestCounts,
  type RecordError,
} from '@glyco/contracts';
import { assertNever, defineDecider, foldHistory, type StoredEvent } from '@glyco/event-store';

/** The write-side state of `import-<id>`, folded from its events. */
export interface ImportState {
  requested: ImportRequestedData | undefined;
  started: boolean;
  /** Chunks already appended: a retried job starts after them. */
  chunksDone: number;
  done: number;
  counts: IngestCounts;
  errors: RecordError[];
  /** Streams the import logged, which an undo deletes. */
  created: string[];
  finished: 'completed' | 'failed' | undefined;
  undone: boolean;
}

export const initialImportState: ImportState = {
  requested: undefined,
  started: false,
  chunksDone: 0,
  done: 0,
  counts: { ...EMPTY_INGEST_COUNTS },
  errors: [],
  created: [],
  finished: undefined,
  undone: false,
};

export function evolveImport(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case ImportRequested.type:
      return { ...state, requested: event.data };
    case ImportStarted.type:
      return { ...state, started: true, counts: event.data.counts, errors: event.data.errors };
    case ImportChunkIngested.type: {
      const chunk = event.data;
      return {
        ...state,
        chunksDone: chunk.chunk + 1,
        done: chunk.done,
        counts: chunk.counts,
        errors: [...state.errors, ...chunk.errors],
        created: [...state.created, ...chunk.created],
      };
    }
    case ImportCompleted.type:
      return { ...state, finished: 'completed' };
    case ImportFailed.type:
      return { ...state, finished: 'failed' };
    case ImportUndone.type:
      return { ...state, undone: true };
    default:
      return assertNever(event);
  }
}

export const importDecider = defineDecider({ events: IMPORT_EVENTS, initialState: initialImportState, evolve: evolveImport });

export function foldImport(history: readonly StoredEvent[]): ImportState {
  return foldHistory(importDecider, history);
}
