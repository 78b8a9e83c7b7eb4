import { comparePositions, type Position } from '@glyco/event-store';
import type { CommitAnnouncement } from './commit-notifications';

/**
 * The live positions projector commits announced since this process began listening. Commits are
 * announced in commit order and a live generation only moves forward, so a projection heard of
 * is known exactly (up to the delivery of its next announcement). An announcement that is not a
 * commit's (undefined: generations changed, or the listener reconnected and may have missed some)
 * forgets everything heard.
 */
export interface AnnouncedPositions {
  hear(announcement: CommitAnnouncement | undefined): void;
  /**
   * Whether every one of `names` has reached `position`: true or false when all were heard of,
   * undefined when one was not (only the checkpoint table can tell).
   */
  reached(position: Position, names: readonly string[]): boolean | undefined;
}

export function createAnnouncedPositions(): AnnouncedPositions {
  const positions = new Map<string, Position>();
  return {
    hear(announcement) {
      if (!announcement) return positions.clear();
      for (const name of announcement.live) {
        const known = positions.get(name);
        if (!known || comparePositions(known, announcement.position) < 0) positions.set(name, announcement.position);
      }
    },
    reached(position, names) {
      let all = true;
      for (const name of names) {
        const known = positions.get(name);
        if (!known) return undefined;
        all &&= comparePositions(known, position) >= 0;
      }
      return all;
    },
  };
}
