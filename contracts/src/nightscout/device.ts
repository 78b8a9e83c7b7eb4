/**
 * The device kind kept from an uploader's `device` or `enteredBy` ('xDrip-DexcomG6',
 * 'AndroidAPS-DexcomG6', 'loop://iPhone'). Some apps append a transmitter or pump serial
 * ('xDrip-G6 8G1234', 'openaps://ABC123456'): runs of digits and mixed letter-digit words of
 * six or more characters are cut, so no serial number is ever stored.
 */
export function deviceKindOf(...names: readonly (string | null | undefined)[]): string {
  const name = names.find((candidate) => candidate && candidate.trim());
  if (!name) return 'Nightscout';
  const kind = name
    .split(/\s+/)
    .filter((word) => !looksLikeSerial(word))
    .join(' ')
    .replace(/[^\w .:/+()-]/g, '')
    .trim()
    .slice(0, 60);
  return kind || 'Nightscout';
}

function looksLikeSerial(word: string): boolean {
  const core = word.replace(/^[a-z]+:\/\//i, '');
  return /\d{4,}/.test(core) || (core.length >= 6 && /\d/.test(core) && /[a-z]/i.test(core) && core === core.toUpperCase());
}
