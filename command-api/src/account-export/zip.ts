import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ExportFile } from '@glyco/projections';

/**
 * A deflated zip of the files, streamed: each file is read only when the zip reaches it, so at
 * most one read-model cursor is open at a time. A file that fails ends the zip with its error.
 */
export function zipStream(files: readonly ExportFile[], modifiedAt: Date): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const contents = files.map((file) => {
    const content = Readable.from(file.content(), { objectMode: false });
    content.once('error', (error) => output.destroy(error));
    zip.addReadStream(content, file.name, { mtime: modifiedAt, compress: true });
    return content;
  });
  // A client gone mid-download leaves a file half read: ending it gives its connection back.
  output.once('close', () => contents.forEach((content) => content.destroy()));
  zip.end();
  return output;
}
