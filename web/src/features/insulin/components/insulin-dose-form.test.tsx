// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InsulinDose, Meal } from '@glyco/contracts';
import { fillPath } from '@glyco/contracts';
import { insulinRoutes } from '@glyco/contracts/api-routes/insulin';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { doseAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InsulinDoseForm } from './insulin-dose-form';

afterEach(() => vi.unstubAllGlobals());

const mealId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const lunch: Meal = {
  _id: mealId, mealType: 'Lunch', timestamp: '2025-03-03T12:30:00.000Z', timezoneOffsetMinutes: 0,
  foodItems: [], totalCarbs: 42, totalCalories: 400, notes: '',
};

function renderForm(dose?: InsulinDose) {
  const onSaved = vi.fn();
  renderWithProviders(<InsulinDoseForm dose={dose} recentMeals={[lunch]} onSaved={onSaved} onCancel={() => undefined} />, { path: '/insulin' });
  return onSaved;
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

describe('InsulinDoseForm', () => {
  it('requires the insulin type and the units', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Dose' }));
    expect(await screen.findByText('Insulin type is required')).toBeTruthy();
    expect(screen.getByText('Units are required')).toBeTruthy();
  });

  it('needs at least 0.1 units, stepping by half units', async () => {
    renderForm();
    const units = await screen.findByLabelText<HTMLInputElement>('Units');
    expect(units.step).toBe('0.5');
    expect(units.min).toBe('0.1');
    await userEvent.type(units, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Dose' }));
    expect(await screen.findByText('Units must be positive')).toBeTruthy();
  });

  it('leaves out an empty related meal', async () => {
    const fetchMock = stubFetch(jsonResponse(201, doseAnswer()));
    const onSaved = renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('Insulin type'), 'Basal');
    await userEvent.type(screen.getByLabelText('Units'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Dose' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const { url, body } = sentBody(fetchMock);
    expect(url).toBe(insulinRoutes.log.path);
    expect(body).toMatchObject({ insulinType: 'Basal', units: 12.5, injectionSite: 'Not Specified' });
    expect(body).not.toHaveProperty('relatedMeal');
  });

  it('links a recent meal and shows the SPEC message when the save fails', async () => {
    const fetchMock = stubFetch(jsonResponse(500, {}));
    const onSaved = renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('Insulin type'), 'Bolus');
    await userEvent.type(screen.getByLabelText('Units'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Related meal'), mealId);
    await userEvent.click(screen.getByRole('button', { name: 'Save Dose' }));
    expect(await screen.findByText('Failed to save insulin dose. Please check your inputs.')).toBeTruthy();
    expect(sentBody(fetchMock).body).toMatchObject({ insulinType: 'Bolus', units: 4, relatedMeal: mealId });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('prefills an edit and saves it with PUT', async () => {
    const fetchMock = stubFetch(jsonResponse(200, doseAnswer()));
    const dose: InsulinDose = {
      _id: 'd1', insulinType: 'Correction', brand: 'Humalog', units: 2.5, timestamp: '2025-03-03T12:30:00.000Z',
      timezoneOffsetMinutes: 0, injectionSite: 'Arm', relatedMeal: mealId, notes: 'high after lunch',
    };
    const onSaved = renderForm(dose);
    expect((await screen.findByLabelText<HTMLInputElement>('Units')).value).toBe('2.5');
    expect(screen.getByLabelText<HTMLSelectElement>('Related meal').value).toBe(mealId);
    await userEvent.click(screen.getByRole('button', { name: 'Update Dose' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = sentBody(fetchMock);
    expect(sent.url).toBe(fillPath(insulinRoutes.update.path, { id: 'd1' }));
    expect(sent.method).toBe('PUT');
    expect(sent.body).toMatchObject({ insulinType: 'Correction', brand: 'Humalog', units: 2.5, injectionSite: 'Arm', relatedMeal: mealId });
  });
});
