import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../meals/meal-test-support';
import { startTestApp, type TestApp, type TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;
let ada: TestClient;

const TYPES = ['Basal', 'Bolus', 'Correction', 'Mixed'];
/** Dose i (i units) was taken on day i of May 2024: the list shows dose 25 first. */
const nthDose = (i: number) => ({
  insulinType: TYPES[i % 4],
  units: i,
  brand: i % 5 === 0 ? 'NovoRapid' : 'Tresiba',
  timestamp: `2024-05-${String(i).padStart(2, '0')}T07:00:00.000Z`,
  notes: i === 3 ? 'Before the 10K RACE' : i === 4 ? 'dose_50%' : '',
});

beforeAll(async () => {
  app = await startTestApp();
  ada = await signedInClient(app, 'ada@example.com');
  for (let i = 1; i <= 25; i += 1) await ada.post(API_ROUTES.insulin.log.path, nthDose(i));
  const bob = await signedInClient(app, 'bob@example.com');
  await bob.post(API_ROUTES.insulin.log.path, { ...nthDose(5), notes: 'race' });
});
afterAll(async () => {
  await app?.close();
});

const unitsOf = (doses: { units: number }[]) => doses.map((dose) => dose.units);

describe('GET /api/insulin', () => {
  it('pages newest first with total pages and count', async () => {
    const second = await ada.get(`${API_ROUTES.insulin.list.path}?page=2&limit=10`);
    expect(second.status).toBe(200);
    expect(unitsOf(second.body.doses)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(second.body).toMatchObject({ totalPages: 3, totalCount: 25 });
    expect(unitsOf((await ada.get(API_ROUTES.insulin.list.path)).body.doses)[0]).toBe(25);
    expect(unitsOf((await ada.get(`${API_ROUTES.insulin.list.path}?page=3`)).body.doses)).toEqual([5, 4, 3, 2, 1]);
  });

  it('searches brand and notes case-insensitively, taking wildcards literally', async () => {
    expect(unitsOf((await ada.get(`${API_ROUTES.insulin.list.path}?search=novorapid`)).body.doses)).toEqual([25, 20, 15, 10, 5]);
    expect(unitsOf((await ada.get(`${API_ROUTES.insulin.list.path}?search=10k%20race`)).body.doses)).toEqual([3]);
    expect(unitsOf((await ada.get(`${API_ROUTES.insulin.list.path}?search=_50%25`)).body.doses)).toEqual([4]);
    expect((await ada.get(`${API_ROUTES.insulin.list.path}?search=%25`)).body.totalCount).toBe(1);
  });

  it('filters by insulin type, with search and paging', async () => {
    const basal = await ada.get(`${API_ROUTES.insulin.list.path}?type=Basal`);
    expect(unitsOf(basal.body.doses)).toEqual([24, 20, 16, 12, 8, 4]);
    expect(unitsOf((await ada.get(`${API_ROUTES.insulin.list.path}?type=Basal&search=novo`)).body.doses)).toEqual([20]);
    expect((await ada.get(`${API_ROUTES.insulin.list.path}?type=Basal&limit=4&page=2`)).body).toMatchObject({ totalPages: 2, totalCount: 6 });
    const bad = await ada.get(`${API_ROUTES.insulin.list.path}?type=Fast`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.type).toBe('Insulin type must be one of: Basal, Bolus, Correction, Mixed');
  });

  it('never shows another person’s doses', async () => {
    expect((await ada.get(`${API_ROUTES.insulin.list.path}?search=race`)).body.totalCount).toBe(1);
  });
});
