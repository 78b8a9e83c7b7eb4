// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateBolus, type BolusCalculationInput, type BolusSettings, type CurrentGlucose, type GlucoseUnit } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { jsonResponse } from '../../../testing/fetch-stub';
import { noMetrics, statsOf } from '../../../testing/glucose-metrics';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { doseValuesFromCalculation, type CalculatedBolus } from '../bolus-calculator-values';
import { BolusCalculator } from './bolus-calculator';

afterEach(() => vi.unstubAllGlobals());

const now = new Date('2025-03-03T12:00:00Z');
const allDay = (value: number) => [{ start: '00:00', value }];
const settings: BolusSettings = {
  carbRatio: allDay(10), correctionFactor: allDay(50), targetGlucose: allDay(100), insulinDurationHours: 5, insulinKind: 'rapidActing', doseIncrement: 0.5, maxBolus: 15,
};
const suggestion = (input: Partial<BolusCalculationInput> = {}) => calculateBolus({ settings, carbs: 60, recentBoluses: [], now, ...input });

function current(value: number | null, ageMinutes = 3): CurrentGlucose {
  const reading = value === null ? null : { value, timestamp: now.toISOString(), readingType: 'CGM' as const };
  return { reading, ageMinutes: value === null ? null : ageMinutes, trend: { trend: 'fallingSlowly', rateMgdlPerMinute: -1.5, from: 'readings' }, window: 'last24Hours', stats: statsOf(noMetrics()) };
}

/** The current glucose for the GET, then each calculation in turn. */
function stubApi(glucose: CurrentGlucose, ...calculations: unknown[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === glucoseRoutes.current.path) return jsonResponse(200, glucose);
    const next = calculations.shift();
    if (!next) throw new Error(`Unexpected fetch of ${url}`);
    return next instanceof Response ? next : jsonResponse(200, next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBodies(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => url === insulinRoutes.calculateBolus.path)
    .map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>);
}

function renderPanel(options: { unit?: GlucoseUnit; configured?: boolean } = {}) {
  const onUseDose = vi.fn<(calculated: CalculatedBolus) => void>();
  renderWithProviders(<BolusCalculator unit={options.unit ?? 'mg/dL'} configured={options.configured ?? true} onUseDose={onUseDose} onClose={() => undefined} />, {
    path: '/insulin',
  });
  return onUseDose;
}

async function calculate(carbs: string, glucose?: string) {
  await userEvent.type(await screen.findByLabelText('Carbs (g)'), carbs);
  if (glucose !== undefined) {
    await userEvent.clear(screen.getByLabelText(/Current glucose/));
    if (glucose) await userEvent.type(screen.getByLabelText(/Current glucose/), glucose);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('BolusCalculator', () => {
  it('opens with the CGM value, its age and trend, sends it as the CGM value, and shows every step', async () => {
    const result = suggestion({ glucose: { source: 'cgm', mgdl: 180, takenAt: new Date(now.getTime() - 180_000), trend: 'fallingSlowly' } });
    const fetchMock = stubApi(current(180), result);
    const onUseDose = renderPanel();
    expect((await screen.findByLabelText<HTMLInputElement>(/Current glucose/)).value).toBe('180');
    expect(screen.getByTestId('cgm-value').textContent).toBe('From your CGM: 180 mg/dL, 3 min ago, ↘ Falling slowly. Change it to use a value of your own.');
    await calculate('60');
    const region = await screen.findByRole('region', { name: 'Bolus suggestion' });
    expect(sentBodies(fetchMock)).toEqual([{ carbs: 60, unit: 'mg/dL', useCgm: true, iobMode: 'wholeDose' }]);
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Carbs 60 g / 10 = 6.0 U',
      'Correction (180 - 100) / 50 = 1.6 U',
      'Falling slowly ↘: -1.0 U for the falling trend (Endocrine Society trend-arrow table)',
      'On board 0.0 U',
      "Suggested 6.6 U, rounded down to your pen's 0.5 U = 6.5 U",
    ]);
    expect(within(region).getByTestId('suggested-units').textContent).toBe('6.5 units');
    expect(within(region).getByText('A suggestion from your own settings, not medical advice. Check it against your care plan.')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Use this dose' }));
    expect(doseValuesFromCalculation(onUseDose.mock.calls[0]![0])).toEqual({ insulinType: 'Bolus', units: '6.5', notes: 'Bolus calculator: 60 g carbs, 180 mg/dL' });
  });

  it('refuses a CGM value 16 minutes old and sends what the person types instead', async () => {
    const fetchMock = stubApi(current(180, 16), suggestion({ glucose: { source: 'typed', mgdl: 150 } }));
    renderPanel();
    expect((await screen.findByLabelText<HTMLInputElement>(/Current glucose/)).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(
      'Your latest CGM value (180 mg/dL, 16 min ago) is older than 15 minutes and is not used. Type a current value to include a correction.',
    );
    await calculate('60', '150');
    await screen.findByRole('region', { name: 'Bolus suggestion' });
    expect(sentBodies(fetchMock)).toEqual([{ carbs: 60, currentGlucose: 150, unit: 'mg/dL', useCgm: false, iobMode: 'wholeDose' }]);
  });

  it('sends a changed value as typed, in mmol/L, with the correction-only option when chosen', async () => {
    const fetchMock = stubApi(current(180), suggestion(), suggestion());
    renderPanel({ unit: 'mmol/L' });
    expect((await screen.findByLabelText<HTMLInputElement>(/Current glucose/)).value).toBe('10.0');
    await userEvent.type(screen.getByLabelText(/Current glucose/), '5');
    expect(screen.getByTestId('cgm-value').textContent).toBe('From your CGM: 10.0 mmol/L, 3 min ago, ↘ Falling slowly. The value in the field is used instead.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Take insulin on board off the correction only (not the standard formula)' }));
    await calculate('45', '11.1');
    await screen.findByRole('region', { name: 'Bolus suggestion' });
    await userEvent.clear(screen.getByLabelText(/Current glucose/));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toHaveLength(2));
    expect(sentBodies(fetchMock)).toEqual([
      { carbs: 45, currentGlucose: 11.1, unit: 'mmol/L', useCgm: false, iobMode: 'correctionOnly' },
      { carbs: 45, unit: 'mmol/L', useCgm: false, iobMode: 'correctionOnly' },
    ]);
  });

  it('announces warnings and offers no dose for a low', async () => {
    stubApi(current(null), suggestion({ glucose: { source: 'typed', mgdl: 60 } }));
    renderPanel();
    await calculate('60', '60');
    const region = await screen.findByRole('region', { name: 'Bolus suggestion' });
    expect(within(region).getByRole('alert').textContent).toBe('Your glucose is low. Treat the low first with 15 g of fast-acting carbohydrate and check again in 15 minutes.');
    expect(screen.getByTestId('suggested-units').textContent).toBe('0 units');
    expect(screen.queryByRole('button', { name: 'Use this dose' })).toBeNull();
  });

  it('validates before sending', async () => {
    const fetchMock = stubApi(current(null));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Carbs are required')).toBeTruthy();
    await calculate('600', '700');
    expect(await screen.findByText('Carbs must be between 0 and 500 g')).toBeTruthy();
    expect(screen.getByText('Value must be less than 600')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('links to Profile when the calculator is not set up', async () => {
    renderPanel({ configured: false });
    expect(await screen.findByText('Set up the bolus calculator in your profile first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByLabelText('Carbs (g)')).toBeNull();
  });

  it('links to Profile when the server says the settings are missing', async () => {
    stubApi(current(null), jsonResponse(409, { message: 'Set up the bolus calculator in your profile first.' }));
    renderPanel();
    await calculate('60');
    expect(await screen.findByRole('link', { name: 'Go to Profile' })).toBeTruthy();
  });
});
