// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { readingAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { GlucoseReadingForm } from './glucose-reading-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(unit: 'mg/dL' | 'mmol/L' = 'mg/dL') {
  const onSaved = vi.fn();
  renderWithProviders(<GlucoseReadingForm unit={unit} onSaved={onSaved} onCancel={() => undefined} />, { path: '/glucose' });
  return onSaved;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Reading' }));

describe('GlucoseReadingForm', () => {
  it('requires a value and leaves the meal context optional', async () => {
    renderForm();
    await screen.findByLabelText('Glucose value (mg/dL)');
    await save();
    expect(await screen.findByText('Glucose value is required')).toBeTruthy();
    expect(screen.queryByText('Meal context is required')).toBeNull();
  });

  it('keeps the value between 20 and 600 mg/dL', async () => {
    renderForm();
    const value = await screen.findByLabelText('Glucose value (mg/dL)');
    await userEvent.type(value, '19');
    await save();
    expect(await screen.findByText('Value must be at least 20')).toBeTruthy();
    await userEvent.clear(value);
    await userEvent.type(value, '601');
    expect(await screen.findByText('Value must be less than 600')).toBeTruthy();
  });

  it('requires the reading type and the feeling', async () => {
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText('Reading type'), '');
    await userEvent.selectOptions(screen.getByLabelText('Feeling'), '');
    await save();
    expect(await screen.findByText('Reading type is required')).toBeTruthy();
    expect(screen.getByText('Feeling is required')).toBeTruthy();
  });

  it('sends the value in the unit typed with trimmed tags', async () => {
    const fetchMock = stubFetch(jsonResponse(201, readingAnswer(), { 'X-Glyco-Position': '42' }));
    const onSaved = renderForm('mmol/L');
    await userEvent.type(await screen.findByLabelText('Glucose value (mmol/L)'), '5.5');
    await userEvent.selectOptions(screen.getByLabelText('Meal context'), 'Fasting');
    await userEvent.type(screen.getByLabelText('Tags'), ' morning ,, run ');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(glucoseRoutes.log.path);
    expect(JSON.parse(String(init.body))).toMatchObject({
      value: 5.5,
      unit: 'mmol/L',
      mealContext: 'Fasting',
      readingType: 'Manual',
      feeling: 'Not Specified',
      tags: ['morning', 'run'],
    });
  });

  it('prefills an edit in the user unit and saves it with PUT', async () => {
    const fetchMock = stubFetch(jsonResponse(200, readingAnswer()));
    const onSaved = vi.fn();
    const reading = {
      _id: 'r1', value: 180.1559, unit: 'mg/dL' as const, entered: { value: 180.1559, unit: 'mg/dL' as const }, timestamp: '2025-01-01T08:30:00.000Z',
      timezoneOffsetMinutes: 0, mealContext: 'After Meal' as const, readingType: 'CGM' as const, feeling: 'High' as const, notes: 'pizza', tags: ['dinner', 'late'],
    };
    renderWithProviders(<GlucoseReadingForm unit="mmol/L" reading={reading} onSaved={onSaved} onCancel={() => undefined} />, { path: '/glucose' });
    expect((await screen.findByLabelText<HTMLInputElement>('Glucose value (mmol/L)')).value).toBe('10.0');
    expect(screen.getByLabelText<HTMLInputElement>('Tags').value).toBe('dinner, late');
    await userEvent.click(screen.getByRole('button', { name: 'Update Reading' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(fillPath(glucoseRoutes.update.path, { id: 'r1' }));
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ value: 10, unit: 'mmol/L', mealContext: 'After Meal', readingType: 'CGM', notes: 'pizza' });
  });
});
