import yauzl from 'yauzl';
import { ACCOUNT_EXPORT_JSON_FILES, IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { UnknownImportFormatError } from './unknown-format-error';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RECORD_FILES: readonly string[] = [ACCOUNT_EXPORT_JSON_FILES.readings.name, ACCOUNT_EXPORT_JSON_FILES.meals.name, ACCOUNT_EXPORT_JSON_FILES.doses.name];
/** Past this a file of the zip is refused unread: a few years of CGM readings stay well under it. */
const MAX_RECORD_FILE_BYTES = 256 * 1024 * 1024;

/** The three record files of a Glyco export zip, as JSON text. */
export interface GlycoExportFiles {
  readings: string;
  meals: string;
  doses: string;
}

export function isZip(bytes: Buffer): boolean {
  return bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

/** A zip naming the export's record files (its central directory lists every name). */
export function isGlycoExportZip(bytes: Buffer): boolean {
  return isZip(bytes) && RECORD_FILES.every((name) => bytes.includes(name));
}

/** The export's record files; a zip that cannot be read, or lacks one, throws UnknownImportFormatError. */
export async function unzipGlycoExport(bytes: Buffer): Promise<GlycoExportFiles> {
  let files: Map<string, string>;
  try {
    files = await recordFilesOf(bytes);
  } catch {
    throw new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.exportZipUnreadable);
  }
  const [readings, meals, doses] = RECORD_FILES.map((name) => files.get(name));
  if (readings === undefined || meals === undefined || doses === undefined) throw new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.exportZipUnreadable);
  return { readings, meals, doses };
}

async function recordFilesOf(bytes: Buffer): Promise<Map<string, string>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const files = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve());
    archive.on('entry', (entry: yauzl.Entry) => {
      if (!RECORD_FILES.includes(entry.fileName)) return archive.readEntry();
      if (entry.uncompressedSize > MAX_RECORD_FILE_BYTES) return reject(new Error(`${entry.fileName} is too large`));
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        readAll(stream)
          .then((content) => {
            files.set(entry.fileName, content);
            archive.readEntry();
          })
          .catch(reject);
      });
    });
    archive.readEntry();
  });
  return files;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
