import { useQuery } from '@tanstack/react-query';
import { INSULIN_MESSAGES, type InsulinDose } from '@glyco/contracts';
import type { DoseListQuery } from './api/insulin-doses';
import { doseListQuery } from './queries';

interface DosePage {
  doses: InsulinDose[];
  totalPages: number;
  totalCount: number;
  loading: boolean;
  error: string | null;
}

/** One page of doses, fetched again when the query changes or a write changes the doses. */
export function useInsulinDoses(query: DoseListQuery): DosePage {
  const { data, isFetching, isError } = useQuery(doseListQuery(query));
  if (isError) return { doses: [], totalPages: 0, totalCount: 0, loading: isFetching, error: INSULIN_MESSAGES.fetchFailed };
  return { doses: data?.doses ?? [], totalPages: data?.totalPages ?? 0, totalCount: data?.totalCount ?? 0, loading: isFetching, error: null };
}
