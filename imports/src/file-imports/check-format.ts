import { detectImportFormat } from '../formats';
import { isZip } from '../formats/glyco-export-zip';

/** Enough of a file for its header rows (LibreView's is the second line) and its first records. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * Reads the start of an uploaded file the way the import job will read all of it, so a file in no
 * known format is refused when it is uploaded (UnknownImportFormatError, answered 400) instead of
 * failing later. The format is told from the content only, never from the file name.
 */
export function checkImportFormat(bytes: Buffer): void {
  // A zip names its files in its directory at the end: it is looked at whole.
  detectImportFormat(isZip(bytes) ? bytes : sampleOf(bytes));
}

/** The first whole lines within the sample size, so no row is cut in the middle. */
function sampleOf(bytes: Buffer): Buffer {
  if (bytes.length <= SAMPLE_BYTES) return bytes;
  const head = bytes.subarray(0, SAMPLE_BYTES);
  const lastNewline = head.lastIndexOf(0x0a);
  return lastNewline > 0 ? head.subarray(0, lastNewline + 1) : head;
}
