import { useCallback, useEffect, useState } from 'react';
import { AUDIT_MESSAGES, type AuditEntry } from '@glyco/contracts';
import { listActivity } from './api/activity';

interface ActivityState {
  entries: AuditEntry[];
  nextBefore: string | null;
  loading: boolean;
  error: string | null;
}

const initial: ActivityState = { entries: [], nextBefore: null, loading: true, error: null };

/** The timeline for one type filter (or the records of one grouped entry), a page at a time; `loadMore` appends the next page. */
export function useActivity(entityType: string, group?: string): ActivityState & { loadMore: () => void } {
  const [state, setState] = useState<ActivityState>(initial);

  const load = useCallback(
    (before: string | undefined, isCurrent: () => boolean) => {
      setState((previous) => ({ ...previous, loading: true, error: null }));
      listActivity({ entityType, before, group }).then(
        (page) => isCurrent() && setState((previous) => ({ entries: before ? [...previous.entries, ...page.entries] : page.entries, nextBefore: page.nextBefore, loading: false, error: null })),
        (error: unknown) => {
          console.error('Loading the activity history failed', error);
          if (isCurrent()) setState((previous) => ({ ...previous, loading: false, error: AUDIT_MESSAGES.fetchFailed }));
        },
      );
    },
    [entityType, group],
  );

  useEffect(() => {
    let current = true;
    setState(initial);
    load(undefined, () => current);
    return () => {
      current = false;
    };
  }, [load]);

  const loadMore = useCallback(() => {
    if (state.nextBefore) load(state.nextBefore, () => true);
  }, [load, state.nextBefore]);

  return { ...state, loadMore };
}
