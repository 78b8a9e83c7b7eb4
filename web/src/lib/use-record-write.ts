import { useMutation } from '@tanstack/react-query';
import type { RecordKind } from './query-client';

/** `write` as a mutation: once it succeeds, every cached answer built on `writes` is fetched again. */
export function useRecordWrite<TVariables = void, TData = unknown>(writes: readonly RecordKind[], write: (variables: TVariables) => Promise<TData>) {
  return useMutation({ mutationFn: write, meta: { writes } }).mutateAsync;
}
