// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DoctorAccessFields } from './doctor-access-fields';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const emptyLog = () => jsonResponse(200, { entries: [], totalCount: 0 });

function renderSection(accessCode = '') {
  const doctor = { name: '', phone: '', email: '', accessCode };
  return renderWithProviders(<Form onSubmit={() => undefined} initialValues={{ doctor }} render={() => <DoctorAccessFields />} />, { path: '/profile' });
}

const codeInput = () => screen.getByLabelText<HTMLInputElement>('Doctor access code');

describe('DoctorAccessFields', () => {
  it('generates a strong code in groups of four and says it must be saved', async () => {
    stubFetch(emptyLog());
    renderSection('old');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate code' }));
    expect(codeInput().value).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(screen.getByRole('status').textContent).toBe(`New code ${codeInput().value} generated. Save changes to use it.`);
    const first = codeInput().value;
    await userEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(codeInput().value).not.toBe(first);
  });

  it('warns while the code is too short to grant access', async () => {
    stubFetch(emptyLog());
    renderSection();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.type(codeInput(), 'short1');
    expect(status.textContent).toContain('This code is too short to give your doctor access: use at least 8 characters');
    await userEvent.type(codeInput(), '23');
    expect(status.textContent).toBe('');
  });

  it('tells where the doctor opens the data and how to end their access', async () => {
    stubFetch(emptyLog());
    renderSection();
    const hint = document.getElementById(codeInput().getAttribute('aria-describedby')!.split(' ')[1]!);
    expect(hint?.textContent).toBe(
      `Your doctor opens your data read-only at ${window.location.origin}/clinician with your email and this code. Change or clear the code to end their access.`,
    );
    expect(await screen.findByText('Your doctor has not opened your data yet.')).toBeTruthy();
  });

  it('lists recent access in words, newest first', async () => {
    const entries = [
      { accessId: 'a1', kind: 'viewed', route: 'GET /api/glucose', at: '2024-03-05T10:16:00.000Z' },
      { accessId: 'a1', kind: 'started', route: null, at: '2024-03-05T10:15:00.000Z' },
    ];
    const fetchMock = stubFetch(jsonResponse(200, { entries, totalCount: 2 }));
    renderSection('K7QM-2XWP-9RDT');
    const log = await screen.findByRole('region', { name: 'Recent access by your doctor' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['Viewed glucose readings', 'Opened your shared data']);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/clinician/access-log?limit=20');
  });
});
