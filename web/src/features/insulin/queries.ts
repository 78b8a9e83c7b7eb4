import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { logged } from '../../lib/query-client';
import { getCurrentGlucose } from './api/current-glucose';
import { listInsulinDoses, listRecentMeals, type DoseListQuery } from './api/insulin-doses';

export const insulinKeys = {
  all: ['insulin'] as const,
  list: (query: DoseListQuery) => [...insulinKeys.all, 'list', query] as const,
  recentMeals: () => [...insulinKeys.all, 'recent-meals'] as const,
  currentGlucose: () => [...insulinKeys.all, 'current-glucose'] as const,
};

/** One page of doses; the page shown stays while the next loads. */
export const doseListQuery = (query: DoseListQuery) =>
  queryOptions({
    queryKey: insulinKeys.list(query),
    queryFn: () => listInsulinDoses(query).catch(logged('Loading insulin doses failed')),
    placeholderData: keepPreviousData,
    meta: { reads: ['insulin'] },
  });

/** The meals a dose can be linked to. */
export const recentMealsQuery = () =>
  queryOptions({ queryKey: insulinKeys.recentMeals(), queryFn: () => listRecentMeals().catch(logged('Loading recent meals failed')), meta: { reads: ['meals'] } });

/** The CGM value the calculator opens with: fetched afresh each time it opens, never cached. */
export const calculatorGlucoseQuery = () =>
  queryOptions({
    queryKey: insulinKeys.currentGlucose(),
    queryFn: () => getCurrentGlucose().catch(logged('Loading the current glucose failed')),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { reads: ['glucose'] },
  });
