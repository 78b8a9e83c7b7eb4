import { useEffect, useState } from 'react';
import { INSULIN_MESSAGES, type InsulinDose } from '@glyco/contracts';
import { listInsulinDoses, type DoseListQuery } from './api/insulin-doses';

interface DosePage {
  doses: InsulinDose[];
  totalPages: number;
  totalCount: number;
  loading: boolean;
  error: string | null;
}

/** One page of doses; `refresh` is bumped to fetch it again after a change. */
export function useInsulinDoses(query: DoseListQuery, refresh: number): DosePage {
  const [result, setResult] = useState<DosePage>({ doses: [], totalPages: 0, totalCount: 0, loading: true, error: null });
  const { page, search, type } = query;
  useEffect(() => {
    let current = true;
    setResult((previous) => ({ ...previous, loading: true }));
    listInsulinDoses({ page, search, type }).then(
      (list) => current && setResult({ ...list, loading: false, error: null }),
      (error: unknown) => {
        console.error('Loading insulin doses failed', error);
        if (current) setResult({ doses: [], totalPages: 0, totalCount: 0, loading: false, error: INSULIN_MESSAGES.fetchFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [page, search, type, refresh]);
  return result;
}
