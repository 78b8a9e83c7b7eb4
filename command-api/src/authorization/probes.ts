import { API_ROUTES, fillPath, routeName, type ApiRoute } from '@glyco/contracts';

export interface OwnerRecords {
  readingId: string;
  mealId: string;
  doseId: string;
  foodId: string;
  /** A finished file import of the owner's. */
  importId: string;
  /** One of the owner's Nightscout access tokens. */
  accessTokenId: string;
  /** An invitation the owner sent to a follower, not yet used. */
  invitationId: string;
}

export interface Probe {
  api: ApiRoute;
  /** As in the API catalogue: `GET /api/glucose/{id}`. */
  name: string;
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
  /** Nobody in the matrix holds an invitation link or follows anyone: everyone, the owner too, gets this status. */
  refusedToEveryone?: number;
}

export const MARKER = 'OWNER-PRIVATE-NOTE';
const now = () => new Date().toISOString();
const reading = () => ({ value: 111, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: MARKER });
const meal = () => ({ mealType: 'Lunch', timestamp: now(), foodItems: [{ name: 'Soup', carbs: 20 }], notes: MARKER });
const dose = () => ({ insulinType: 'Bolus', units: 3, timestamp: now(), notes: MARKER });
/** The owner's bolus calculator settings; the other person never sets any. */
export const OWNER_BOLUS_SETTINGS = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 5, doseIncrement: 0.5, maxBolus: 15 };
/** A one-reading Nightscout file, sent as the raw body of an import. */
export const importFile = () => [{ type: 'sgv', sgv: 120, date: Date.now() - 10 * 60_000, device: 'xDrip-DexcomG6' }];
const PUSH_SUBSCRIPTION = { endpoint: 'https://push.example.com/send/owner', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
const range = `startDate=${new Date(Date.now() - 7 * 86_400_000).toISOString()}&endDate=${new Date(Date.now() + 60_000).toISOString()}`;

interface ProbeOptions extends Partial<Omit<Probe, 'api' | 'name' | 'path'>> {
  /** The path parameters naming the owner's record. */
  params?: (records: OwnerRecords) => Record<string, string>;
  query?: string;
}

const probe = (api: ApiRoute, { params, query, ...rest }: ProbeOptions = {}): Probe => ({
  api,
  name: routeName(api),
  path: (records) => `${fillPath(api.path, params?.(records))}${query ? `?${query}` : ''}`,
  ownerOnly: false,
  ...rest,
});

/** One request per protected route, with what each person should get. Deletes come last. */
export const PROBES: Probe[] = [
  probe(API_ROUTES.accounts.me),
  probe(API_ROUTES.accounts.updateProfile, { body: () => undefined }),
  probe(API_ROUTES.glucose.list, { showsOwnerData: true }),
  probe(API_ROUTES.glucose.log, { body: reading }),
  probe(API_ROUTES.glucose.update, { params: (r) => ({ id: r.readingId }), body: reading, ownerOnly: true }),
  probe(API_ROUTES.glucose.stats, { query: range }),
  probe(API_ROUTES.glucose.current),
  probe(API_ROUTES.glucose.episodes, { query: range }),
  probe(API_ROUTES.glucose.trace, { query: range }),
  probe(API_ROUTES.dailyView.day, { query: `startDate=${new Date(Date.now() - 86_400_000).toISOString()}&endDate=${new Date().toISOString()}` }),
  probe(API_ROUTES.meals.list, { showsOwnerData: true }),
  probe(API_ROUTES.meals.log, { body: meal }),
  probe(API_ROUTES.meals.update, { params: (r) => ({ id: r.mealId }), body: meal, ownerOnly: true }),
  probe(API_ROUTES.meals.suggestions),
  probe(API_ROUTES.insulin.list, { showsOwnerData: true }),
  probe(API_ROUTES.insulin.log, { body: dose }),
  probe(API_ROUTES.insulin.update, { params: (r) => ({ id: r.doseId }), body: dose, ownerOnly: true }),
  probe(API_ROUTES.insulin.calculateBolus, { body: () => ({ carbs: 60, currentGlucose: 180 }), needsOwnSetup: true }),
  probe(API_ROUTES.onBoard.get),
  probe(API_ROUTES.reports.overview, { query: range }),
  probe(API_ROUTES.reports.csv, { query: `type=glucose&${range}`, showsOwnerData: true }),
  probe(API_ROUTES.reports.pdf, { query: range }),
  probe(API_ROUTES.accountExport.zip),
  probe(API_ROUTES.accountExport.fhir, { showsOwnerData: true }),
  probe(API_ROUTES.foods.search, { query: 'q=apple', shared: true }),
  probe(API_ROUTES.foods.detail, { params: (r) => ({ id: r.foodId }), shared: true }),
  probe(API_ROUTES.audit.list, { query: 'limit=100', showsOwnerData: true }),
  probe(API_ROUTES.chat.ask, { body: () => ({ message: 'When was my last bolus dose?' }) }),
  probe(API_ROUTES.clinician.patient, { clinicianOnly: true }),
  probe(API_ROUTES.clinician.accessLog, { query: 'limit=50' }),
  probe(API_ROUTES.clinician.issueCode, { body: () => ({ expiresInDays: 1 }), endsDoctorAccess: true }),
  probe(API_ROUTES.nightscoutSecret.state),
  probe(API_ROUTES.nightscoutDevice.loopStatus),
  probe(API_ROUTES.nightscoutSecret.create),
  probe(API_ROUTES.nightscoutAccessTokens.list),
  probe(API_ROUTES.nightscoutAccessTokens.create, { body: () => ({ name: 'Phone', role: 'readable' }) }),
  probe(API_ROUTES.followers.invite, { body: () => ({ email: 'friend@example.com', name: 'Friend', shares: { mealsAndDoses: false }, alerts: false }) }),
  probe(API_ROUTES.followers.list),
  probe(API_ROUTES.followers.accept, { body: (r) => ({ invitationId: r.invitationId, token: 'A'.repeat(64) }), refusedToEveryone: 404 }),
  probe(API_ROUTES.followers.following),
  probe(API_ROUTES.followers.session, { params: (r) => ({ personId: r.invitationId }), refusedToEveryone: 404 }),
  probe(API_ROUTES.imports.upload, { body: importFile }),
  probe(API_ROUTES.alerts.list, { query: 'status=all' }),
  // Nobody in the matrix has an alert: answering one is 404 for everyone.
  probe(API_ROUTES.alerts.acknowledge, { params: () => ({ id: '7b0c7c1e-1f0a-4a55-9b6f-0d0e7f6d1a11' }), refusedToEveryone: 404 }),
  probe(API_ROUTES.alerts.snooze, { params: () => ({ id: '7b0c7c1e-1f0a-4a55-9b6f-0d0e7f6d1a11' }), body: () => ({ minutes: 30 }), refusedToEveryone: 404 }),
  probe(API_ROUTES.push.publicKey),
  probe(API_ROUTES.push.subscribe, { body: () => PUSH_SUBSCRIPTION }),
  probe(API_ROUTES.imports.list),
  probe(API_ROUTES.imports.detail, { params: (r) => ({ id: r.importId }), ownerOnly: true }),
  probe(API_ROUTES.clinician.revokeCode, { endsDoctorAccess: true }),
  probe(API_ROUTES.nightscoutSecret.revoke),
  probe(API_ROUTES.nightscoutAccessTokens.revoke, { params: (r) => ({ id: r.accessTokenId }), ownerOnly: true }),
  probe(API_ROUTES.followers.revoke, { params: (r) => ({ invitationId: r.invitationId }), ownerOnly: true }),
  // Removing an endpoint the caller never saved is already done: the owner's stays (the matrix checks their data).
  probe(API_ROUTES.push.unsubscribe, { body: () => ({ endpoint: PUSH_SUBSCRIPTION.endpoint }) }),
  probe(API_ROUTES.glucose.delete, { params: (r) => ({ id: r.readingId }), ownerOnly: true }),
  probe(API_ROUTES.meals.delete, { params: (r) => ({ id: r.mealId }), ownerOnly: true }),
  probe(API_ROUTES.insulin.delete, { params: (r) => ({ id: r.doseId }), ownerOnly: true }),
  probe(API_ROUTES.imports.undo, { params: (r) => ({ id: r.importId }), ownerOnly: true }),
];
