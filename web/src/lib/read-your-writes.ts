// Reads wait until the projections have caught up with this client's latest write.
import { MIN_POSITION_HEADER, POSITION_HEADER } from '@glyco/contracts';

/** Kept for the tab (it survives a reload, so a page reloaded right after a save shows the save). */
const STORAGE_KEY = 'glyco.lastWritePosition';

function stored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let latestPosition: string | null = stored();

export function rememberPosition(response: Response): void {
  const position = response.headers.get(POSITION_HEADER);
  if (!position) return;
  latestPosition = position;
  try {
    sessionStorage.setItem(STORAGE_KEY, position);
  } catch {
    // Storage can be unavailable (private mode quotas); the in-memory position still applies.
  }
}

export function minPositionHeaders(): Record<string, string> {
  return latestPosition ? { [MIN_POSITION_HEADER]: latestPosition } : {};
}

export function forgetPosition(): void {
  latestPosition = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
}
