import {
  EMPTY_INGEST_COUNTS,
  ImportChunkIngested,
  ImportCompleted,
  ImportFailed,
  ImportRequested,
  ImportStarted,
  ImportUndone,
  type ImportChunkIngestedData,
  type ImportRequestedData,
  type ImportStartedData,
  type IngestCounts,
  type RecordError,
} from '@glyco/contracts';

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

export function evolveImport(state: ImportState, event: { type: string; data: Record<string, unknown> }): ImportState {
  switch (event.type) {
    case ImportRequested.type:
      return { ...state, requested: event.data as ImportRequestedData };
    case ImportStarted.type: {
      const started = event.data as ImportStartedData;
      return { ...state, started: true, counts: started.counts, errors: started.errors };
    }
    case ImportChunkIngested.type: {
      const chunk = event.data as ImportChunkIngestedData;
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
      return state;
  }
}

export function foldImport(events: readonly { type: string; data: Record<string, unknown> }[]): ImportState {
  return events.reduce(evolveImport, initialImportState);
}
