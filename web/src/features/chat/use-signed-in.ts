import { useSyncExternalStore } from 'react';
import { readToken } from '../../lib/storage';

/** Another tab signing out changes storage; this tab re-reads it whenever it comes back into view. */
function subscribe(onChange: () => void): () => void {
  const events = ['storage', 'focus', 'visibilitychange'] as const;
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}

const hasToken = () => readToken() !== null;

/** Whether a token is there now: the chat turns to its signed-out state as soon as it goes, also while the page is open. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, hasToken);
}
