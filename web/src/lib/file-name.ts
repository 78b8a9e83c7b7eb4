/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*` (UTF-8) when given, else
 * the plain `filename`; null when there is none. Path separators are dropped, the name is the server's.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= (plain?.[1] ?? plain?.[2])?.trim();
  const safe = name?.split(/[\\/]/).pop()?.trim();
  return safe ? safe : null;
}
