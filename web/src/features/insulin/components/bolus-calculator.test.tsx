// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BolusCalculation, GlucoseUnit } from '@glyco/contracts';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { doseValuesFromCalculation, type CalculatedBolus } from '../bolus-calculator-values';
import { BolusCalculator } from './bolus-calculator';

afterEach(() => vi.unstubAllGlobals());

const settings = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 };
const suggestion: BolusCalculation = {
  carbDose: 6, correctionDose: 0.5, insulinOnBoard: 1.5, suggestedUnits: 6.5, roundedTo: 0.5, capped: false, warnings: [], settings,
};

function renderPanel(options: { unit?: GlucoseUnit; configured?: boolean } = {}) {
  const onUseDose = vi.fn<(calculated: CalculatedBolus) => void>();
  renderWithProviders(<BolusCalculator unit={options.unit ?? 'mg/dL'} configured={options.configured ?? true} onUseDose={onUseDose} onClose={() => undefined} />, {
    path: '/insulin',
  });
  return onUseDose;
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

async function calculate(carbs: string, glucose?: string) {
  await userEvent.type(await screen.findByLabelText('Carbs (g)'), carbs);
  if (glucose) await userEvent.type(screen.getByLabelText(/Current glucose/), glucose);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('BolusCalculator', () => {
  it('shows the breakdown, the suggestion, the disclaimer, and hands the dose on with its note', async () => {
    const fetchMock = stubFetch(jsonResponse(200, suggestion));
    const onUseDose = renderPanel();
    await calculate('60', '200');
    const result = await screen.findByRole('region', { name: 'Bolus suggestion' });
    expect(sentBody(fetchMock)).toEqual({ url: insulinRoutes.calculateBolus.path, body: { carbs: 60, currentGlucose: 200, unit: 'mg/dL' } });
    expect(within(result).getByText('Carb dose').nextSibling?.textContent).toBe('6 U');
    expect(within(result).getByText('Correction (after insulin on board)').nextSibling?.textContent).toBe('0.5 U');
    expect(within(result).getByText('Insulin on board').nextSibling?.textContent).toBe('1.5 U');
    expect(within(result).getByTestId('suggested-units').textContent).toBe('6.5 units');
    expect(within(result).getByText('A suggestion from your own settings, not medical advice. Check it against your care plan.')).toBeTruthy();
    expect(within(result).queryByRole('alert')).toBeNull();
    await userEvent.click(within(result).getByRole('button', { name: 'Use this dose' }));
    expect(onUseDose).toHaveBeenCalledTimes(1);
    expect(doseValuesFromCalculation(onUseDose.mock.calls[0]![0])).toEqual({ insulinType: 'Bolus', units: '6.5', notes: 'Bolus calculator: 60 g carbs, 200 mg/dL' });
  });

  it('announces warnings and offers no dose for a low', async () => {
    const low = 'Your glucose is low. Treat the low first with 15 g of fast-acting carbohydrate and check again in 15 minutes.';
    stubFetch(jsonResponse(200, { ...suggestion, correctionDose: -0.8, suggestedUnits: 0, warnings: [{ code: 'low-glucose', message: low }] }));
    renderPanel();
    await calculate('60', '60');
    const result = await screen.findByRole('region', { name: 'Bolus suggestion' });
    expect(within(result).getByRole('alert').textContent).toBe(low);
    expect(screen.getByTestId('suggested-units').textContent).toBe('0 units');
    expect(screen.queryByRole('button', { name: 'Use this dose' })).toBeNull();
  });

  it('takes the glucose in mmol/L and leaves it out when blank', async () => {
    const fetchMock = stubFetch(jsonResponse(200, suggestion), jsonResponse(200, suggestion));
    const onUseDose = renderPanel({ unit: 'mmol/L' });
    await calculate('45', '11.1');
    await screen.findByRole('region', { name: 'Bolus suggestion' });
    expect(sentBody(fetchMock).body).toEqual({ carbs: 45, currentGlucose: 11.1, unit: 'mmol/L' });
    await userEvent.click(screen.getByRole('button', { name: 'Use this dose' }));
    expect(doseValuesFromCalculation(onUseDose.mock.calls[0]![0]).notes).toBe('Bolus calculator: 45 g carbs, 11.1 mmol/L');
    await userEvent.clear(screen.getByLabelText(/Current glucose/));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [, second] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(second.body))).toEqual({ carbs: 45, unit: 'mmol/L' });
  });

  it('validates before sending', async () => {
    const fetchMock = stubFetch();
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Carbs are required')).toBeTruthy();
    await calculate('600', '700');
    expect(await screen.findByText('Carbs must be between 0 and 500 g')).toBeTruthy();
    expect(screen.getByText('Value must be less than 600')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to Profile when the calculator is not set up', async () => {
    renderPanel({ configured: false });
    expect(await screen.findByText('Set up the bolus calculator in your profile first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByLabelText('Carbs (g)')).toBeNull();
  });

  it('links to Profile when the server says the settings are missing', async () => {
    stubFetch(jsonResponse(409, { message: 'Set up the bolus calculator in your profile first.' }));
    renderPanel();
    await calculate('60');
    expect(await screen.findByRole('link', { name: 'Go to Profile' })).toBeTruthy();
  });
});
