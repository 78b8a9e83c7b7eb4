import { ProfileUpdated, type ProfileChanges } from '@glyco/contracts';
import type { NewEvent } from '../commands/handle-command';

/** Whether a profile update sets, changes or clears the doctor's access code. */
export function changesAccessCode(events: readonly NewEvent[]): boolean {
  return events.some((event) => event.type === ProfileUpdated.type && (event.data.changes as ProfileChanges).doctor !== undefined);
}
