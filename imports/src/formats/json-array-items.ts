import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { UnknownImportFormatError } from './unknown-format-error';

/** One item of the array: its value, or why it was refused (the rest of the array goes on). */
export type JsonItem = { ok: true; value: unknown } | { ok: false; message: string };

export interface JsonItemOptions {
  maxDepth: number;
  maxItemBytes: number;
  /** The file is no JSON array, or is cut short: the whole file is refused with this message. */
  unreadable: string;
  /** An item that is no JSON value. */
  itemUnreadable: string;
}

const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, QUOTE, BACKSLASH, COMMA] = [0x7b, 0x7d, 0x5b, 0x5d, 0x22, 0x5c, 0x2c];
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

type Phase = 'before' | 'first' | 'next' | 'item' | 'after';

/**
 * Splits one top-level JSON array into its items while the bytes arrive, so a file is never held
 * whole: only the item being read is, up to `maxItemBytes`. Depth is counted while scanning, so an
 * item nested deeper than `maxDepth` is refused before anything parses it. Structural characters
 * are ASCII, and UTF-8 never uses ASCII bytes inside a longer character, so bytes are scanned as is.
 */
export class JsonArrayScanner {
  private phase: Phase = 'before';
  private depth = 0;
  private deepest = 0;
  private inString = false;
  private escaped = false;
  private parts: Buffer[] = [];
  private itemBytes = 0;

  constructor(private readonly options: JsonItemOptions) {}

  /** The items completed by this chunk, in order. */
  push(chunk: Buffer): JsonItem[] {
    const items: JsonItem[] = [];
    let start = this.phase === 'item' ? 0 : -1;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      if (this.phase === 'item') {
        if (!this.endsItem(byte)) continue;
        this.keep(chunk, start, index);
        items.push(this.finishItem());
        this.phase = byte === COMMA ? 'next' : 'after';
        start = -1;
        continue;
      }
      if (WHITESPACE.has(byte)) continue;
      if (this.phase === 'before' && byte === OPEN_BRACKET) this.phase = 'first';
      else if (this.phase === 'first' && byte === CLOSE_BRACKET) this.phase = 'after';
      else if (this.phase === 'first' || this.phase === 'next') {
        this.phase = 'item';
        start = index;
        index -= 1;
      } else throw new UnknownImportFormatError(this.options.unreadable);
    }
    if (this.phase === 'item' && start >= 0) this.keep(chunk, start, chunk.length);
    return items;
  }

  /** The array must have been closed. */
  end(): void {
    if (this.phase !== 'after') throw new UnknownImportFormatError(this.options.unreadable);
  }

  /** Tracks strings and depth; true at the comma or bracket that ends the item. */
  private endsItem(byte: number): boolean {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) this.inString = false;
      return false;
    }
    if (byte === QUOTE) this.inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      this.depth += 1;
      this.deepest = Math.max(this.deepest, this.depth);
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      if (this.depth === 0) return byte === CLOSE_BRACKET;
      this.depth -= 1;
    } else if (byte === COMMA) return this.depth === 0;
    return false;
  }

  /** Bytes of the item are kept only while it stays within the size and depth limits. */
  private keep(chunk: Buffer, start: number, end: number): void {
    this.itemBytes += end - start;
    if (this.itemBytes <= this.options.maxItemBytes && this.deepest <= this.options.maxDepth) this.parts.push(chunk.subarray(start, end));
    else this.parts = [];
  }

  private finishItem(): JsonItem {
    const item = this.itemOf();
    this.parts = [];
    this.itemBytes = 0;
    this.deepest = 0;
    return item;
  }

  private itemOf(): JsonItem {
    if (this.itemBytes > this.options.maxItemBytes) return { ok: false, message: IMPORT_FORMAT_MESSAGES.recordTooLarge };
    if (this.deepest > this.options.maxDepth) return { ok: false, message: IMPORT_FORMAT_MESSAGES.nestedTooDeeply };
    try {
      return { ok: true, value: JSON.parse(Buffer.concat(this.parts).toString('utf8')) };
    } catch {
      return { ok: false, message: this.options.itemUnreadable };
    }
  }
}

/** The items of the JSON array the chunks spell, one at a time. */
export async function* jsonArrayItems(chunks: AsyncIterable<Buffer>, options: JsonItemOptions): AsyncGenerator<JsonItem> {
  const scanner = new JsonArrayScanner(options);
  for await (const chunk of chunks) yield* scanner.push(chunk);
  scanner.end();
}
