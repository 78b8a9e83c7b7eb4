import { atom } from '../jotai';
import type { LiveStatus } from './live-stream';

/** The tab's live connection: 'off' when none is open (signed out, or refused). */
export const liveStatusAtom = atom<LiveStatus | 'off'>('off');
