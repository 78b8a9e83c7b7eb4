import { parentPort, workerData } from 'node:worker_threads';
import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { readImportFile, UnknownImportFormatError, type ParsedImport } from '../formats';
import { ImportLimitError } from '../formats/import-limit-error';
import type { ChunkRequest, ParseRequest, ThreadMessage } from './protocol';

/*
 * The parse thread: reads one upload off the main event loop, within its own heap limit, then
 * hands its records over one chunk at a time, as the main thread asks for them.
 */
const port = parentPort!;
const request = workerData as ParseRequest;
const post = (message: ThreadMessage) => port.postMessage(message);

function refusal(error: unknown): ThreadMessage {
  if (error instanceof ImportLimitError) return { type: 'refused', kind: 'limit', message: error.message };
  if (error instanceof UnknownImportFormatError) return { type: 'refused', kind: 'format', message: error.message };
  // Parsing is pure: whatever else it throws (a stack overflow on hostile nesting) it throws again.
  return { type: 'refused', kind: 'format', message: IMPORT_FORMAT_MESSAGES.unreadable, detail: String(error) };
}

function serveChunks(parsed: ParsedImport): void {
  port.on('message', ({ index }: ChunkRequest) => {
    const records = parsed.records.slice(index * request.chunkSize, (index + 1) * request.chunkSize);
    post({ type: 'chunk', index, records });
  });
}

try {
  const input = { bytes: Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength), fileName: request.fileName, contentType: request.contentType };
  const parsed = await readImportFile(input, { timeZone: request.timeZone, now: new Date(request.nowMs), limits: request.limits });
  const { format, deviceKind, total, duplicates, rejected, errors } = parsed;
  post({ type: 'parsed', summary: { format, deviceKind, total, duplicates, rejected, errors, records: parsed.records.length } });
  serveChunks(parsed);
} catch (error) {
  post(refusal(error));
}
