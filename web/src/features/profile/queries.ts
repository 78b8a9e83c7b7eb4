import { queryOptions } from '@tanstack/react-query';
import { NIGHTSCOUT_TEXT } from '@glyco/contracts';
import { logged } from '../../lib/query-client';
import { getClinicianAccessLog } from './api/clinician-access-log';
import { getNightscoutSecretState } from './api/nightscout-secret';

export const profileKeys = {
  all: ['profile'] as const,
  accessLog: () => [...profileKeys.all, 'access-log'] as const,
  nightscout: () => [...profileKeys.all, 'nightscout'] as const,
};

// Both change on other devices too (a doctor's visit, another session): each showing of their panel asks again.

export const accessLogQuery = () =>
  queryOptions({
    queryKey: profileKeys.accessLog(),
    queryFn: () => getClinicianAccessLog().catch(logged('Failed to load the access log')),
    staleTime: 0,
    meta: { reads: ['doctorAccess'] },
  });

export const nightscoutQuery = () =>
  queryOptions({
    queryKey: profileKeys.nightscout(),
    queryFn: () => getNightscoutSecretState().catch(logged(NIGHTSCOUT_TEXT.loadFailed)),
    staleTime: 0,
    meta: { reads: ['nightscout'] },
  });
