// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@glyco/contracts';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { jsonResponse } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubApi } from '../testing/stub-api';
import { MealTracker } from './meal-tracker';

const meal = (id: string, mealType: string, name: string) => ({
  _id: id, mealType, timestamp: '2025-03-10T12:00:00.000Z', timezoneOffsetMinutes: 0,
  foodItems: [{ name, carbs: 30, protein: 1, fat: 1, calories: 120, amount: 1 }], totalCarbs: 30, totalCalories: 120, notes: '',
});
const suggestion = {
  foodNames: ['Oatmeal', 'Banana'], mealType: 'Breakfast', averageCarbs: 54, averageCalories: 255, timesEaten: 4, lastEaten: '2025-03-09T08:00:00.000Z',
  foodItems: [{ name: 'Oatmeal', carbs: 27, protein: 5, fat: 3, calories: 150, amount: 1 }, { name: 'Banana', carbs: 27, protein: 1, fat: 0, calories: 105, amount: 1 }],
  averageGlucoseRise: 40, glucoseRiseSamples: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('MealTracker', () => {
  it('prefills a new meal from a smart suggestion of this hour', async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === mealRoutes.suggestions.path ? jsonResponse(200, { hour: 8, suggestions: [suggestion] }) : jsonResponse(200, { meals: [], totalCount: 0 }),
    );
    renderWithProviders(<MealTracker />, { path: '/meals' });
    await userEvent.click(await screen.findByRole('button', { name: /Oatmeal, Banana/ }));
    const form = screen.getByRole('form', { name: 'Add meal' });
    expect((within(form).getByLabelText('Meal type') as HTMLSelectElement).value).toBe('Breakfast');
    expect(within(form).getByText('Total carbs').nextSibling?.textContent).toBe('54 g');
    const asked = new URL(String(fetchMock.mock.calls.find(([input]) => input.includes('suggestions'))?.[0]), 'http://localhost');
    expect(asked.searchParams.get('hour')).toBe(String(new Date().getHours()));
    expect(asked.searchParams.get('tzOffset')).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('shows the empty suggestions state and says when there is nothing to export', async () => {
    stubApi((url) => (url.pathname.endsWith('/smart') ? jsonResponse(200, { hour: 8, suggestions: [] }) : jsonResponse(200, { meals: [], totalCount: 0 })));
    renderWithProviders(<MealTracker />, { path: '/meals' });
    expect(await screen.findByText('No suggestions yet. Meals you log appear here as quick starting points.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No data to export.');
  });

  it('goes back a page after deleting the only meal of a later page', async () => {
    let deleted = false;
    const fetchMock = stubApi((url, init) => {
      if (url.pathname.endsWith('/smart')) return jsonResponse(200, { hour: 8, suggestions: [] });
      if (init.method === 'DELETE') return (deleted = true), jsonResponse(200, { message: 'Meal deleted successfully!' });
      const page = Number(url.searchParams.get('page'));
      const meals = page === 2 ? [meal('m11', 'Snack', 'Apple')] : Array.from({ length: 10 }, (_, index) => meal(`m${index}`, 'Lunch', 'Rice'));
      return jsonResponse(200, { meals: deleted && page === 2 ? [] : meals, totalCount: deleted ? 10 : 11 });
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<MealTracker />, { path: '/meals' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const row = await screen.findByRole('cell', { name: 'Snack' });
    await userEvent.click(within(row.closest('tr')!).getByRole('button', { name: /Delete/ }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this meal entry?');
    expect(await screen.findByText('Meal deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Lunch' })).toHaveLength(10));
    expect(fetchMock.mock.calls.some(([input]) => input === fillPath(mealRoutes.delete.path, { id: 'm11' }))).toBe(true);
  });
});
