import { Worker } from 'node:worker_threads';
import { IMPORT_FORMAT_MESSAGES, IMPORT_LIMITS, type IngestRecord } from '@glyco/contracts';
import type { ImportFileInput } from '../formats';
import { ImportLimitError } from '../formats/import-limit-error';
import type { ReadOptions } from '../formats/parse-options';
import { UnknownImportFormatError } from '../formats/unknown-format-error';
import type { ParsedSummary, ParseRequest, ThreadMessage } from './protocol';

/**
 * The parse thread's heap. A full 32 MB export of 1,000,000 rows builds about 400 MB of records;
 * past this the thread dies with ERR_WORKER_OUT_OF_MEMORY and the process serving the API goes on.
 */
export const PARSE_THREAD_HEAP_MB = 768;

const ENTRY = new URL('./thread-entry.mjs', import.meta.url);

/** An upload read in a thread: its summary, then its records a chunk at a time. */
export interface ThreadParsedUpload {
  summary: ParsedSummary;
  /** The records of chunk `index` (`chunkSize` each); empty past the end. */
  chunk(index: number): Promise<IngestRecord[]>;
  close(): Promise<void>;
}

export interface ThreadReadOptions extends ReadOptions {
  chunkSize?: number;
  heapMb?: number;
}

/**
 * Reads an upload in a worker thread with a heap limit, so neither its CPU time nor its memory is
 * the serving process's: the main thread holds one chunk at a time. A file in no known format or
 * past a limit throws UnknownImportFormatError or ImportLimitError, whose messages are the person's.
 */
export async function parseInThread(input: ImportFileInput, options: ThreadReadOptions): Promise<ThreadParsedUpload> {
  const bytes = new Uint8Array(input.bytes);
  const request: ParseRequest = {
    bytes,
    fileName: input.fileName,
    contentType: input.contentType,
    timeZone: options.timeZone,
    nowMs: (options.now ?? new Date()).getTime(),
    limits: options.limits,
    chunkSize: options.chunkSize ?? IMPORT_LIMITS.chunkSize,
  };
  const heapMb = options.heapMb ?? PARSE_THREAD_HEAP_MB;
  const worker = new Worker(ENTRY, { workerData: request, transferList: [bytes.buffer], resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 } });
  try {
    const summary = summaryOf(await nextMessage(worker));
    return {
      summary,
      async chunk(index) {
        worker.postMessage({ type: 'chunk', index });
        const message = await nextMessage(worker);
        if (message.type !== 'chunk' || message.index !== index) throw new Error(`Parse thread answered ${message.type} for chunk ${index}`);
        return message.records;
      },
      close: async () => void (await worker.terminate()),
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

function summaryOf(message: ThreadMessage): ParsedSummary {
  if (message.type === 'parsed') return message.summary;
  if (message.type === 'refused' && message.kind === 'limit') throw new ImportLimitError(message.message);
  if (message.type === 'refused') throw new UnknownImportFormatError(message.message);
  throw new Error(`Parse thread answered ${message.type} before its summary`);
}

/** The thread's next message; its death (out of memory above all) is an error. */
function nextMessage(worker: Worker): Promise<ThreadMessage> {
  return new Promise((resolve, reject) => {
    const settle = (action: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      action();
    };
    const onMessage = (message: ThreadMessage) => settle(() => resolve(message));
    const onError = (error: Error & { code?: string }) => settle(() => reject(threadFailure(error)));
    const onExit = (code: number) => settle(() => reject(new Error(`Parse thread exited with code ${code}`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

function threadFailure(error: Error & { code?: string }): Error {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return new ImportLimitError(IMPORT_FORMAT_MESSAGES.tooLargeToRead);
  return error;
}
