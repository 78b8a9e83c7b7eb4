import { infiniteQueryOptions } from '@tanstack/react-query';
import { everyRecordKind, logged } from '../../lib/query-client';
import { listActivity } from './api/activity';

export const activityKeys = {
  all: ['activity'] as const,
  timeline: (entityType: string, group?: string) => [...activityKeys.all, entityType, group ?? null] as const,
};

/** The timeline for one type filter (or the records of one grouped entry), a page at a time, each page before the last one shown. */
export const activityQuery = (entityType: string, group?: string) =>
  infiniteQueryOptions({
    queryKey: activityKeys.timeline(entityType, group),
    queryFn: ({ pageParam }) => listActivity({ entityType, before: pageParam, group }).catch(logged('Loading the activity history failed')),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // Every write of any record is a line of the timeline.
    meta: { reads: everyRecordKind },
  });
