/** Header cells as a person or a program may have written them: case, spaces and BOMs aside. */
export function normaliseHeader(cell: string): string {
  return cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Finds columns by header name. Each wanted column may have several names (the mg/dL and mmol/L
 * variants of one export); a header equal to a name wins over one that starts with it.
 */
export function columnIndex(header: readonly string[], ...names: string[]): number | undefined {
  const normalised = header.map(normaliseHeader);
  for (const name of names.map(normaliseHeader)) {
    const exact = normalised.indexOf(name);
    if (exact !== -1) return exact;
    const prefixed = normalised.findIndex((cell) => cell.startsWith(name));
    if (prefixed !== -1) return prefixed;
  }
  return undefined;
}

export function cellAt(cells: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : (cells[index] ?? '').trim();
}
