import type { WaysInEndedResponse } from '@glyco/contracts';

/** What the sign-in page shows after a reset or a sign-out everywhere: the outcome, then each way in that ended. */
export interface EndedNotice {
  message: string;
  details: string[];
}

export function endedNotice(answer: WaysInEndedResponse): EndedNotice {
  return { message: answer.message, details: answer.ended.map((ended) => ended.message) };
}

/** The notice passed in the router's state, if any. */
export function noticeFromState(state: unknown): EndedNotice | undefined {
  if (typeof state !== 'object' || state === null || !('message' in state) || typeof state.message !== 'string') return undefined;
  const details = 'details' in state && Array.isArray(state.details) ? state.details.filter((detail): detail is string => typeof detail === 'string') : [];
  return { message: state.message, details };
}
