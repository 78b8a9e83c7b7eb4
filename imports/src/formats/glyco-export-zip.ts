import yauzl from 'yauzl';
import { ACCOUNT_EXPORT_JSON_FILES, IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { ImportLimitError } from './import-limit-error';
import type { ParseLimits } from './parse-options';
import { UnknownImportFormatError } from './unknown-format-error';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const RECORD_FILES = [ACCOUNT_EXPORT_JSON_FILES.readings.name, ACCOUNT_EXPORT_JSON_FILES.meals.name, ACCOUNT_EXPORT_JSON_FILES.doses.name] as const;

export type InflateLimits = Pick<ParseLimits, 'maxInflatedFileBytes' | 'maxInflatedUploadBytes'>;

/** Reads one record file of the zip from its inflating stream; the next file opens once it is done. */
export type RecordFileReader = (name: (typeof RECORD_FILES)[number], chunks: AsyncIterable<Buffer>) => Promise<void>;

export function isZip(bytes: Buffer): boolean {
  return bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

/** A zip naming the export's record files (its central directory lists every name). */
export function isGlycoExportZip(bytes: Buffer): boolean {
  return isZip(bytes) && RECORD_FILES.every((name) => bytes.includes(name));
}

/**
 * Streams the export's record files, readings, meals then doses, to `read`. Inflated bytes are
 * counted while inflating, per file and for the whole zip, so a small zip that unpacks to
 * gigabytes stops at the limit (ImportLimitError) having held one chunk at a time. A zip that
 * cannot be read, or lacks a record file, throws UnknownImportFormatError.
 */
export async function readGlycoExportZip(bytes: Buffer, limits: InflateLimits, read: RecordFileReader): Promise<void> {
  const archive = await openZip(bytes);
  try {
    const entries = await recordEntriesOf(archive);
    const declared = RECORD_FILES.reduce((sum, name) => sum + entries.get(name)!.uncompressedSize, 0);
    if (RECORD_FILES.some((name) => entries.get(name)!.uncompressedSize > limits.maxInflatedFileBytes) || declared > limits.maxInflatedUploadBytes) {
      throw new ImportLimitError(IMPORT_FORMAT_MESSAGES.inflatesTooLarge);
    }
    const inflated = { upload: 0 };
    for (const name of RECORD_FILES) {
      const stream = await openEntry(archive, entries.get(name)!);
      try {
        await read(name, counted(stream, limits, inflated));
      } finally {
        stream.destroy();
      }
    }
  } catch (error) {
    throw error instanceof ImportLimitError || error instanceof UnknownImportFormatError ? error : unreadable();
  } finally {
    archive.close();
  }
}

const unreadable = () => new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.exportZipUnreadable);

async function* counted(stream: NodeJS.ReadableStream, limits: InflateLimits, inflated: { upload: number }): AsyncGenerator<Buffer> {
  let file = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    file += chunk.length;
    inflated.upload += chunk.length;
    if (file > limits.maxInflatedFileBytes || inflated.upload > limits.maxInflatedUploadBytes) throw new ImportLimitError(IMPORT_FORMAT_MESSAGES.inflatesTooLarge);
    yield chunk;
  }
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(unreadable()) : resolve(opened))),
  );
}

/** The directory's entries of the record files; each must be there. */
function recordEntriesOf(archive: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  return new Promise((resolve, reject) => {
    archive.on('error', () => reject(unreadable()));
    archive.on('end', () => (RECORD_FILES.every((name) => entries.has(name)) ? resolve(entries) : reject(unreadable())));
    archive.on('entry', (entry: yauzl.Entry) => {
      if ((RECORD_FILES as readonly string[]).includes(entry.fileName) && !entries.has(entry.fileName)) entries.set(entry.fileName, entry);
      archive.readEntry();
    });
    archive.readEntry();
  });
}

function openEntry(archive: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream & { destroy(): void }> {
  return new Promise((resolve, reject) => archive.openReadStream(entry, (error, stream) => (error ? reject(unreadable()) : resolve(stream))));
}
