// Kept apart from the zod schema so the web shell can name the browser's zone without loading zod.

/** True for a zone name the runtime's time-zone database knows ('Europe/Berlin', 'UTC'). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone this browser or server runs in, when the runtime names one it knows. */
export function currentTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : undefined;
}
