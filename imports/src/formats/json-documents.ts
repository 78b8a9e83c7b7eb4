import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { UnknownImportFormatError } from './unknown-format-error';

/** Items of a JSON file with the number the person sees for each: array position or file line. */
export interface JsonDocuments {
  items: unknown[];
  numbers: number[];
  /** The file ended inside an item: the number of that item. */
  cutAt?: number;
}

export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/**
 * A Nightscout JSON file as its API answers (an array, or `{ result: [...] }` in API v3), as
 * `{ entries, treatments }`, or as mongoexport writes it (one document per line). A file cut off
 * inside its array keeps the items before the cut.
 */
export function readJsonDocuments(text: string): JsonDocuments {
  const whole = tryParse(text);
  if (whole.ok) return numbered(itemsOf(whole.value));
  const lines = jsonLines(text);
  if (lines) return lines;
  const salvaged = salvageArray(text);
  if (salvaged) return salvaged;
  throw new UnknownImportFormatError(IMPORT_FORMAT_MESSAGES.notValidJson);
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const document = value as Record<string, unknown>;
    if (Array.isArray(document.result)) return document.result;
    if (Array.isArray(document.entries) || Array.isArray(document.treatments)) {
      return [...((document.entries as unknown[]) ?? []), ...((document.treatments as unknown[]) ?? [])];
    }
  }
  return [value];
}

function numbered(items: unknown[]): JsonDocuments {
  return { items, numbers: items.map((_item, index) => index + 1) };
}

/** mongoexport's default: one JSON object per line. The first line must be an object of its own. */
function jsonLines(text: string): JsonDocuments | undefined {
  const lines = text.split(/\r?\n/);
  if (!tryParse(lines[0] ?? '').ok || !/^\s*\{/.test(lines[0] ?? '')) return undefined;
  const documents: JsonDocuments = { items: [], numbers: [] };
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const parsed = tryParse(line);
    if (parsed.ok) {
      documents.items.push(parsed.value);
      documents.numbers.push(index + 1);
    } else documents.cutAt = index + 1;
  });
  return documents;
}

/** Close a cut array after its last whole item, trying a few closing braces back (items nest objects). */
function salvageArray(text: string): JsonDocuments | undefined {
  if (!/^\s*\[/.test(text)) return undefined;
  let end = text.length;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    end = text.lastIndexOf('}', end - 1);
    if (end === -1) return undefined;
    const parsed = tryParse(`${text.slice(0, end + 1)}]`);
    if (parsed.ok && Array.isArray(parsed.value)) return { ...numbered(parsed.value), cutAt: parsed.value.length + 1 };
  }
  return undefined;
}
