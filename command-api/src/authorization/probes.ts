export interface OwnerRecords {
  readingId: string;
  mealId: string;
  doseId: string;
  foodId: string;
  /** A finished file import of the owner's. */
  importId: string;
}

export interface Probe {
  method: 'get' | 'post' | 'put' | 'delete';
  /** As in the API catalogue: `/api/glucose/{id}`. */
  route: string;
  path(records: OwnerRecords): string;
  body?: (records: OwnerRecords) => unknown;
  /** Acting on the owner's record by id: anyone else must get 404, and the record stays. */
  ownerOnly: boolean;
  /** Shared reference data (the food catalogue): every signed-in person may read it. */
  shared?: boolean;
  /** The owner's answer carries the owner's private note, which proves the others' answers could have leaked it. */
  showsOwnerData?: boolean;
  /** Answers clinician sessions only: every patient token, the owner's too, gets 403. */
  clinicianOnly?: boolean;
  /** The owner's call ends every clinician session on the owner's data (a new or revoked doctor's code). */
  endsDoctorAccess?: boolean;
  /** Answers only people who set the feature up in their profile (the owner has, no one else): anyone else gets 409. */
  needsOwnSetup?: boolean;
}

export const MARKER = 'OWNER-PRIVATE-NOTE';
const now = () => new Date().toISOString();
const reading = () => ({ value: 111, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: MARKER });
const meal = () => ({ mealType: 'Lunch', timestamp: now(), foodItems: [{ name: 'Soup', carbs: 20 }], notes: MARKER });
const dose = () => ({ insulinType: 'Bolus', units: 3, timestamp: now(), notes: MARKER });
/** The owner's bolus calculator settings; the other person never sets any. */
export const OWNER_BOLUS_SETTINGS = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 4, doseIncrement: 0.5, maxBolus: 15 };
/** A one-reading Nightscout file, sent as the raw body of an import. */
export const importFile = () => [{ type: 'sgv', sgv: 120, date: Date.now() - 10 * 60_000, device: 'xDrip-DexcomG6' }];
const range = `startDate=${new Date(Date.now() - 7 * 86_400_000).toISOString()}&endDate=${new Date(Date.now() + 60_000).toISOString()}`;

const probe = (method: Probe['method'], route: string, path: Probe['path'], rest: Partial<Probe> = {}): Probe => ({ method, route, path, ownerOnly: false, ...rest });

/** One request per protected route, with what each person should get. Deletes come last. */
export const PROBES: Probe[] = [
  probe('get', '/api/auth/me', () => '/api/auth/me'),
  probe('put', '/api/auth/profile', () => '/api/auth/profile', { body: () => undefined }),
  probe('get', '/api/glucose', () => '/api/glucose', { showsOwnerData: true }),
  probe('post', '/api/glucose', () => '/api/glucose', { body: reading }),
  probe('put', '/api/glucose/{id}', (r) => `/api/glucose/${r.readingId}`, { body: reading, ownerOnly: true }),
  probe('get', '/api/glucose/stats/overview', () => `/api/glucose/stats/overview?${range}`),
  probe('get', '/api/glucose/current', () => '/api/glucose/current'),
  probe('get', '/api/glucose/episodes', () => `/api/glucose/episodes?${range}`),
  probe('get', '/api/glucose/trace', () => `/api/glucose/trace?${range}`),
  probe('get', '/api/meals', () => '/api/meals', { showsOwnerData: true }),
  probe('post', '/api/meals', () => '/api/meals', { body: meal }),
  probe('put', '/api/meals/{id}', (r) => `/api/meals/${r.mealId}`, { body: meal, ownerOnly: true }),
  probe('get', '/api/meals/suggestions/smart', () => '/api/meals/suggestions/smart'),
  probe('get', '/api/insulin', () => '/api/insulin', { showsOwnerData: true }),
  probe('post', '/api/insulin', () => '/api/insulin', { body: dose }),
  probe('put', '/api/insulin/{id}', (r) => `/api/insulin/${r.doseId}`, { body: dose, ownerOnly: true }),
  probe('post', '/api/insulin/calculate', () => '/api/insulin/calculate', { body: () => ({ carbs: 60, currentGlucose: 180 }), needsOwnSetup: true }),
  probe('get', '/api/reports/overview', () => `/api/reports/overview?${range}`),
  probe('get', '/api/reports/export/csv', () => `/api/reports/export/csv?type=glucose&${range}`, { showsOwnerData: true }),
  probe('get', '/api/reports/export/pdf', () => `/api/reports/export/pdf?${range}`),
  probe('get', '/api/account/export', () => '/api/account/export'),
  probe('get', '/api/account/export/fhir', () => '/api/account/export/fhir', { showsOwnerData: true }),
  probe('get', '/api/foods/search', () => '/api/foods/search?q=apple', { shared: true }),
  probe('get', '/api/foods/{id}', (r) => `/api/foods/${r.foodId}`, { shared: true }),
  probe('get', '/api/audit', () => '/api/audit?limit=100', { showsOwnerData: true }),
  probe('post', '/api/chatbot', () => '/api/chatbot', { body: () => ({ message: 'When was my last bolus dose?' }) }),
  probe('get', '/api/clinician/patient', () => '/api/clinician/patient', { clinicianOnly: true }),
  probe('get', '/api/clinician/access-log', () => '/api/clinician/access-log?limit=50'),
  probe('post', '/api/clinician/access-code', () => '/api/clinician/access-code', { body: () => ({ expiresInDays: 1 }), endsDoctorAccess: true }),
  probe('get', '/api/nightscout/secret', () => '/api/nightscout/secret'),
  probe('post', '/api/nightscout/secret', () => '/api/nightscout/secret'),
  probe('post', '/api/imports', () => '/api/imports', { body: importFile }),
  probe('get', '/api/imports', () => '/api/imports'),
  probe('get', '/api/imports/{id}', (r) => `/api/imports/${r.importId}`, { ownerOnly: true }),
  probe('delete', '/api/clinician/access-code', () => '/api/clinician/access-code', { endsDoctorAccess: true }),
  probe('delete', '/api/nightscout/secret', () => '/api/nightscout/secret'),
  probe('delete', '/api/glucose/{id}', (r) => `/api/glucose/${r.readingId}`, { ownerOnly: true }),
  probe('delete', '/api/meals/{id}', (r) => `/api/meals/${r.mealId}`, { ownerOnly: true }),
  probe('delete', '/api/insulin/{id}', (r) => `/api/insulin/${r.doseId}`, { ownerOnly: true }),
  probe('delete', '/api/imports/{id}', (r) => `/api/imports/${r.importId}`, { ownerOnly: true }),
];
