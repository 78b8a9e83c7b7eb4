import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ImportResponse } from '@glyco/contracts';
import { getImport, listImports } from './api/imports';

/** How often a running import is asked for its progress. */
const POLL_MS = 500;

export const isRunning = (item: ImportResponse | undefined) => item?.status === 'queued' || item?.status === 'running';

export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (id: string | undefined) => [...importKeys.all, 'one', id ?? null] as const,
};

export const importListQuery = () => queryOptions({ queryKey: importKeys.list(), queryFn: listImports, meta: { reads: ['imports'] } });

/** One import (none while `id` is undefined), asked again every half second while it runs. */
export const importQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: id ? () => getImport(id) : skipToken,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
    meta: { reads: ['imports'] },
  });
