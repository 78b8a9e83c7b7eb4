import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_MESSAGES, type AuditEntry } from '@glyco/contracts';
import { activityQuery } from './queries';

interface ActivityState {
  entries: AuditEntry[];
  nextBefore: string | null;
  loading: boolean;
  error: string | null;
}

const none: AuditEntry[] = [];

/** The timeline for one type filter (or the records of one grouped entry), a page at a time; `loadMore` appends the next page. */
export function useActivity(entityType: string, group?: string): ActivityState & { loadMore: () => void } {
  const { data, isPending, isFetchingNextPage, isError, hasNextPage, fetchNextPage } = useInfiniteQuery(activityQuery(entityType, group));
  return {
    entries: data?.pages.flatMap((page) => page.entries) ?? none,
    nextBefore: data?.pages.at(-1)?.nextBefore ?? null,
    loading: isPending || isFetchingNextPage,
    error: isError ? AUDIT_MESSAGES.fetchFailed : null,
    loadMore: () => void (hasNextPage && !isFetchingNextPage && fetchNextPage()),
  };
}
