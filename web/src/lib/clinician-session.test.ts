// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { apiClient, setUnauthorizedHandler } from './api-client';
import { clinicianApiClient, clinicianSessionEndedMessageAtom, endClinicianSessionAtom, hasClinicianSessionAtom, startClinicianSessionAtom } from './clinician-session';
import { appStore } from './jotai';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  appStore.set(endClinicianSessionAtom);
});

const authorizationOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  ((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization;

describe('the clinician API client', () => {
  it('sends the clinician token, never the patient token', async () => {
    localStorage.setItem('token', 'patient-jwt');
    appStore.set(startClinicianSessionAtom, 'clinician-jwt');
    const fetchMock = stubFetch(jsonResponse(200, []));
    await clinicianApiClient.call(API_ROUTES.glucose.list, { query: {} });
    expect(authorizationOf(fetchMock)).toBe('Bearer clinician-jwt');
    expect(sessionStorage.getItem('clinicianToken')).toBe('clinician-jwt');
  });

  it('on 401 ends the clinician session with the server message and keeps the patient signed in', async () => {
    localStorage.setItem('token', 'patient-jwt');
    const patientUnauthorized = vi.fn();
    setUnauthorizedHandler(patientUnauthorized);
    appStore.set(startClinicianSessionAtom, 'clinician-jwt');
    stubFetch(jsonResponse(401, { message: 'Clinician access has been revoked.' }));
    await expect(clinicianApiClient.call(API_ROUTES.clinician.patient)).rejects.toMatchObject({ status: 401 });
    expect(appStore.get(hasClinicianSessionAtom)).toBe(false);
    expect(appStore.get(clinicianSessionEndedMessageAtom)).toBe('Clinician access has been revoked.');
    expect(sessionStorage.getItem('clinicianToken')).toBeNull();
    expect(localStorage.getItem('token')).toBe('patient-jwt');
    expect(patientUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the patient client on the patient token', async () => {
    localStorage.setItem('token', 'patient-jwt');
    appStore.set(startClinicianSessionAtom, 'clinician-jwt');
    const fetchMock = stubFetch(jsonResponse(200, []));
    await apiClient.call(API_ROUTES.glucose.list, { query: {} });
    expect(authorizationOf(fetchMock)).toBe('Bearer patient-jwt');
  });
});
