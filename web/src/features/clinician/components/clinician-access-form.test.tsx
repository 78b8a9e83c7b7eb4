// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicianRoutes } from '@glyco/contracts/api-routes/clinician';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ClinicianAccessForm } from './clinician-access-form';

const patient = { name: 'Ada Lovelace', diabetesType: 'Type 1', targetGlucoseRange: { min: 70, max: 180 }, glucoseUnit: 'mg/dL' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

async function fillIn(email: string, code: string) {
  await userEvent.type(await screen.findByLabelText('Patient email'), email);
  await userEvent.type(screen.getByLabelText('Access code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'View patient data' }));
}

describe('ClinicianAccessForm', () => {
  it('announces the required messages on an empty submit', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<ClinicianAccessForm />, { path: '/clinician' });
    await userEvent.click(await screen.findByRole('button', { name: 'View patient data' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toContain('Email is required');
    expect(alerts).toContain('Access code is required');
    expect(screen.getByLabelText('Patient email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email pattern', async () => {
    renderWithProviders(<ClinicianAccessForm />, { path: '/clinician' });
    await fillIn('ada@example', 'K7QM-2XWP-9RDT');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('shows the server message when the code is refused, and keeps no token', async () => {
    stubFetch(jsonResponse(401, { message: 'Invalid email or access code' }));
    const { router } = renderWithProviders(<ClinicianAccessForm />, { path: '/clinician' });
    await fillIn('ada@example.com', 'WRONG-CODE');
    const alert = await screen.findByText('Invalid email or access code');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clinician');
    expect(sessionStorage.getItem('clinicianToken')).toBeNull();
  });

  it('shows the rate-limit message', async () => {
    stubFetch(jsonResponse(429, { message: 'Too many attempts. Please try again later.' }));
    renderWithProviders(<ClinicianAccessForm />, { path: '/clinician' });
    await fillIn('ada@example.com', 'K7QM-2XWP-9RDT');
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeTruthy();
  });

  it('keeps the clinician token apart from the patient token and opens the patient view', async () => {
    localStorage.setItem('token', 'patient-jwt');
    const fetchMock = stubFetch(jsonResponse(201, { token: 'clinician-jwt', expiresAt: '2030-01-01T04:00:00.000Z', patient }));
    const { router } = renderWithProviders(<ClinicianAccessForm />, { path: '/clinician' });
    await fillIn(' Ada@Example.com ', ' K7QM-2XWP-9RDT ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinician/patient'));
    expect(sessionStorage.getItem('clinicianToken')).toBe('clinician-jwt');
    expect(localStorage.getItem('token')).toBe('patient-jwt');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(clinicianRoutes.redeem.path);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', accessCode: 'K7QM-2XWP-9RDT' });
  });
});
