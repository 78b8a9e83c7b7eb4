import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A printed PDF as poppler reads it: its text per page and how far down each page is drawn on. */
export interface PdfPages {
  /** pdftotext -layout, one string per page. */
  texts: string[];
  /** Per page, the share of its height from the top to its lowest drawn pixel (0 blank, 1 drawn to the bottom edge). */
  drawnDepths: number[];
}

export function readPdfPages(pdf: Buffer): PdfPages {
  const folder = mkdtempSync(join(tmpdir(), 'glyco-pdf-pages-'));
  const file = join(folder, 'report.pdf');
  writeFileSync(file, pdf);
  const texts = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  execFileSync('pdftoppm', ['-gray', '-r', '24', file, join(folder, 'page')]);
  const images = readdirSync(folder).filter((name) => name.endsWith('.pgm')).sort();
  return { texts, drawnDepths: images.map((name) => drawnDepth(readFileSync(join(folder, name)))) };
}

/** Reads a binary greyscale PGM (P5, 8 bits) and finds its lowest row with a pixel darker than near-white. */
function drawnDepth(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole, width, height] = [header[0].length, Number(header[1]), Number(header[2])];
  for (let row = height - 1; row >= 0; row -= 1) {
    const pixels = pgm.subarray(whole + row * width, whole + (row + 1) * width);
    if (pixels.some((value) => value < 235)) return (row + 1) / height;
  }
  return 0;
}
