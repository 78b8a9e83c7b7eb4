// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserResponse } from '@glyco/contracts';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { userAnswer } from '../../../testing/api-answers';
import { jsonResponse } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ProfileSettings } from './profile-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const allDay = (value: number) => [{ start: '00:00', value }];
const settings = {
  carbRatio: allDay(10), correctionFactor: allDay(54), targetGlucose: allDay(108), insulinDurationHours: 5, insulinKind: 'rapidActing' as const, doseIncrement: 0.5, maxBolus: 15,
};
const ada = userAnswer({ name: 'Ada Lovelace', email: 'ada@example.test', dateOfDiagnosis: null });
const inMmol: UserResponse = { ...ada, settings: { ...ada.settings, glucoseUnit: 'mmol/L' } };

async function openMedicalDetails(user: UserResponse) {
  renderWithProviders(<ProfileSettings user={user} />, { path: '/profile' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Medical Details' }));
}

/** Answers the profile save with `saved`; other panels' requests get a 404 they already handle. */
function stubProfileSave(saved?: UserResponse) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    saved && init?.method === 'PUT' && url === accountRoutes.updateProfile.path ? jsonResponse(200, saved) : jsonResponse(404, { message: 'Not found' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const profileSaves = (fetchMock: ReturnType<typeof stubProfileSave>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

function savedBody(fetchMock: ReturnType<typeof stubProfileSave>) {
  const [, init] = profileSaves(fetchMock).at(-1)!;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

async function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('Bolus calculator settings', () => {
  it('are off by default and saved as null', async () => {
    const fetchMock = stubProfileSave(ada);
    await openMedicalDetails(ada);
    const enable = screen.getByRole('checkbox', { name: 'Enable bolus calculator' });
    expect((enable as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Carb ratio (g per unit)')).toBeNull();
    await save();
    await waitFor(() => expect(profileSaves(fetchMock)).toHaveLength(1));
    expect(savedBody(fetchMock).bolusSettings).toBeNull();
  });

  it('are typed in mmol/L and saved in mg/dL', async () => {
    const fetchMock = stubProfileSave(inMmol);
    await openMedicalDetails(inMmol);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable bolus calculator' }));
    await type('Carb ratio (g per unit)', '12');
    await type('Correction factor (mmol/L per unit)', '3');
    await type('Target glucose (mmol/L)', '6');
    await userEvent.selectOptions(screen.getByLabelText('Dose increment (units)'), '0.1');
    await type('Maximum bolus (units)', '12');
    await save();
    await waitFor(() => expect(profileSaves(fetchMock)).toHaveLength(1));
    expect(savedBody(fetchMock).bolusSettings).toEqual({
      carbRatio: allDay(12), correctionFactor: allDay(54), targetGlucose: allDay(108), insulinDurationHours: 5, insulinKind: 'rapidActing', doseIncrement: 0.1, maxBolus: 12,
    });
  });

  it('take periods by time of day, in order from 00:00, and the insulin kind', async () => {
    const fetchMock = stubProfileSave(ada);
    await openMedicalDetails({ ...ada, bolusSettings: settings });
    await userEvent.click(screen.getByRole('button', { name: 'Add a carb ratio period' }));
    await type('Carb ratio (g per unit), period 2', '8');
    await save();
    expect(await screen.findByText('Start must be a time of day such as 06:30')).toBeTruthy();
    expect(profileSaves(fetchMock)).toHaveLength(0);
    await type('Carb ratio period 2 from', '06:30');
    await userEvent.selectOptions(screen.getByLabelText('Bolus insulin kind'), 'ultraRapid');
    await save();
    await waitFor(() => expect(profileSaves(fetchMock)).toHaveLength(1));
    expect(savedBody(fetchMock).bolusSettings).toMatchObject({ carbRatio: [{ start: '00:00', value: 10 }, { start: '06:30', value: 8 }], insulinKind: 'ultraRapid' });
  });

  it('say a duration saved under 5 hours is counted as 5, and ask for 5 to 8', async () => {
    const fetchMock = stubProfileSave();
    await openMedicalDetails({ ...ada, bolusSettings: { ...settings, insulinDurationHours: 4 } });
    expect(screen.getByText(/Your saved duration of 4 hours is shorter than the 5 hours the insulin curve needs/)).toBeTruthy();
    await save();
    expect(await screen.findByText('Duration of insulin action must be between 5 and 8 hours')).toBeTruthy();
    expect(profileSaves(fetchMock)).toHaveLength(0);
  });

  it('show the stored settings in the person\'s unit and name what is out of bounds', async () => {
    const fetchMock = stubProfileSave();
    await openMedicalDetails({ ...inMmol, bolusSettings: settings });
    expect((screen.getByLabelText<HTMLInputElement>('Correction factor (mmol/L per unit)')).value).toBe('3.0');
    expect((screen.getByLabelText<HTMLInputElement>('Target glucose (mmol/L)')).value).toBe('6.0');
    await type('Carb ratio (g per unit)', '200');
    await type('Maximum bolus (units)', '');
    await save();
    expect(await screen.findByText('Carb ratio must be between 1 and 150 g per unit')).toBeTruthy();
    expect(screen.getByText('Maximum bolus is required')).toBeTruthy();
    expect(profileSaves(fetchMock)).toHaveLength(0);
  });

  it('turned off are saved as null', async () => {
    const fetchMock = stubProfileSave(ada);
    await openMedicalDetails({ ...ada, bolusSettings: settings });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable bolus calculator' }));
    await save();
    await waitFor(() => expect(profileSaves(fetchMock)).toHaveLength(1));
    expect(savedBody(fetchMock).bolusSettings).toBeNull();
  });
});
