// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mealRoutes } from '@glyco/contracts/api-routes/meals';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { mealAnswer } from '../../../testing/api-answers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { mealNoticeAtom } from '../atoms';
import { stubApi } from '../testing/stub-api';
import { MealForm } from './meal-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(unit: 'mg/dL' | 'mmol/L' = 'mg/dL') {
  const onSaved = vi.fn();
  const { store } = renderWithProviders(<MealForm unit={unit} onSaved={onSaved} onCancel={() => undefined} />, { path: '/meals' });
  return { onSaved, store };
}

const item = (number: number) => screen.getByRole('group', { name: `Food item ${number}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));

async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('MealForm', () => {
  it('requires a meal type, a food name, carbs and an amount', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Meal type'), '');
    await fill(within(item(1)).getByLabelText('Carbs (g)'), '-1');
    await userEvent.clear(within(item(1)).getByLabelText('Amount (servings)'));
    await save();
    expect(await screen.findByText('Meal type is required')).toBeTruthy();
    expect(within(item(1)).getByText('Food name is required')).toBeTruthy();
    expect(within(item(1)).getByText('Carbs cannot be negative')).toBeTruthy();
    expect(within(item(1)).getByText('Amount is required')).toBeTruthy();
    await userEvent.clear(within(item(1)).getByLabelText('Carbs (g)'));
    expect(await within(item(1)).findByText('Carbs are required')).toBeTruthy();
    await userEvent.type(within(item(1)).getByLabelText('Amount (servings)'), '0.05');
    expect(await within(item(1)).findByText('Amount must be at least 0.1')).toBeTruthy();
  });

  it('refuses a time in the future and a meal without food items', async () => {
    renderForm();
    await fill(screen.getByLabelText('Date and time'), '2999-01-01T10:00');
    await userEvent.click(within(item(1)).getByRole('button', { name: /Remove/ }));
    await save();
    expect(await screen.findByText('Date and time cannot be in the future')).toBeTruthy();
    expect(screen.getByText('At least one food item is required.')).toBeTruthy();
  });

  it('totals each value times its amount, read-only', async () => {
    renderForm();
    await fill(within(item(1)).getByLabelText('Carbs (g)'), '25');
    await fill(within(item(1)).getByLabelText('Calories (kcal)'), '95');
    await fill(within(item(1)).getByLabelText('Amount (servings)'), '2');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Food Item' }));
    await fill(within(item(2)).getByLabelText('Carbs (g)'), '45');
    await fill(within(item(2)).getByLabelText('Protein (g)'), '4.3');
    await fill(within(item(2)).getByLabelText('Calories (kcal)'), '205');
    await fill(within(item(2)).getByLabelText('Amount (servings)'), '0.5');
    expect(screen.getByText('Total carbs').nextSibling?.textContent).toBe('72.5 g');
    expect(screen.getByText('Total protein').nextSibling?.textContent).toBe('2.2 g');
    expect(screen.getByText('Total calories').nextSibling?.textContent).toBe('292.5 kcal');
    await userEvent.click(within(item(1)).getByRole('button', { name: /Remove/ }));
    expect(screen.getByText('Total carbs').nextSibling?.textContent).toBe('22.5 g');
  });

  it('sends the meal with pre-meal glucose converted to mg/dL', async () => {
    // Typing the food name also searches the catalogue, whenever the 300 ms debounce lets it.
    const fetchMock = stubApi((url) => (url.pathname === mealRoutes.log.path ? jsonResponse(201, mealAnswer()) : jsonResponse(200, { foods: [] })));
    const { onSaved } = renderForm('mmol/L');
    await userEvent.selectOptions(screen.getByLabelText('Meal type'), 'Lunch');
    await userEvent.type(within(item(1)).getByLabelText('Food name'), 'Apple');
    await fill(within(item(1)).getByLabelText('Carbs (g)'), '25');
    await userEvent.type(screen.getByLabelText('Pre-meal glucose (mmol/L)'), '5.5');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([input]) => input === mealRoutes.log.path)!;
    expect(url).toBe(mealRoutes.log.path);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      mealType: 'Lunch',
      foodItems: [{ name: 'Apple', carbs: 25, protein: 0, fat: 0, calories: 0, amount: 1 }],
      preGlucose: 99.1,
    });
  });

  it('fills a picked food for one household measure, and resets the nutrients when the food has none', async () => {
    const apple = { id: '09003', name: 'Apples, raw', source: 'usda-sr24' };
    const detail = { ...apple, per100g: { carbs: 13.8, protein: 0.3, fat: 0.2, kcal: 52 }, measures: [{ label: '100 g', grams: 100 }, { label: '1 medium', grams: 182 }] };
    const apricot = { id: '09021', name: 'Apricots, raw', source: 'usda-sr24' };
    stubFetch(jsonResponse(200, { foods: [apple] }), jsonResponse(200, detail), jsonResponse(200, { foods: [apricot] }), jsonResponse(404, { message: 'Food not found' }));
    const { store } = renderForm();
    const name = within(item(1)).getByRole('combobox', { name: 'Food name' });
    await userEvent.type(name, 'ap');
    await userEvent.click(await screen.findByRole('option', { name: 'Apples, raw' }));
    await waitFor(() => expect(store.get(mealNoticeAtom)?.message).toBe('Nutrients for "Apples, raw" filled in.'));
    expect((within(item(1)).getByLabelText('Carbs (g)') as HTMLInputElement).value).toBe('25.1');
    await userEvent.selectOptions(within(item(1)).getByLabelText('Serving'), '100 g');
    expect((within(item(1)).getByLabelText('Calories (kcal)') as HTMLInputElement).value).toBe('52');
    await userEvent.clear(name);
    await userEvent.type(name, 'apr');
    await userEvent.click(await screen.findByRole('option', { name: 'Apricots, raw' }));
    await waitFor(() => expect(store.get(mealNoticeAtom)).toEqual({ tone: 'error', message: 'No nutrient data found for "Apricots, raw". Please enter manually or try a different name.' }));
    expect((within(item(1)).getByLabelText('Carbs (g)') as HTMLInputElement).value).toBe('0');
  });

  it('asks before saving an item above 100 g of carbs, naming it, and saves once confirmed', async () => {
    const fetchMock = stubApi((url) => (url.pathname === mealRoutes.log.path ? jsonResponse(201, mealAnswer()) : jsonResponse(200, { foods: [] })));
    const { onSaved } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Meal type'), 'Dinner');
    await userEvent.type(within(item(1)).getByLabelText('Food name'), 'Pizza');
    await fill(within(item(1)).getByLabelText('Carbs (g)'), '274.5');
    await save();
    const confirm = await screen.findByRole('alertdialog', { name: 'Check the carbs before saving' });
    expect(confirm.textContent).toContain('"Pizza" holds 274.5 g of carbs, more than 100 g for one item.');
    expect(fetchMock.mock.calls.some(([input]) => input === mealRoutes.log.path)).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('says when the search finds nothing, and Enter goes on to the carbs', async () => {
    stubApi(() => jsonResponse(200, { foods: [] }));
    renderForm();
    const name = within(item(1)).getByRole('combobox', { name: 'Food name' });
    await userEvent.type(name, 'sushi');
    expect(await within(item(1)).findByText("No foods found for 'sushi'. Enter the carbs yourself, or try another word.")).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(item(1)).getByLabelText('Carbs (g)'));
  });
});
