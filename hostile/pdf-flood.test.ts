import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@glyco/contracts';
import { HOSTILE_TEST_TIMEOUT_MS } from './support/ceilings';
import { startHostileProduct, type HostileProduct } from './support/hostile-product';
import { signUp, type Person } from './support/people';
import { heldThrough } from './support/under-attack';

/** As attacked: 150 PDF requests in 8 s from one person, each closed at once. The same count here. */
const FLOOD = 150;
/** A fire-and-close client hangs up after this; an answer that comes sooner is recorded. */
const HANG_UP_MS = 25;
/** Requests the flooder then waits on, beside the flood still in flight. */
const FOLLOW_UPS = 5;
const DAY_MS = 86_400_000;

let product: HostileProduct;

beforeAll(async () => {
  product = await startHostileProduct();
});
afterAll(async () => {
  await product?.close();
});

/** A PDF of a 14-day period starting `day` days into 2024: every request a different period, so none is a duplicate. */
function pdfPath(day: number): string {
  const start = Date.UTC(2024, 0, 1) + day * DAY_MS;
  return `${API_ROUTES.reports.pdf.path}?startDate=${new Date(start).toISOString()}&endDate=${new Date(start + 14 * DAY_MS).toISOString()}`;
}

async function fireAndClose(person: Person, day: number): Promise<{ status: number; retryAfter: string | null } | undefined> {
  try {
    const response = await product.fetch(pdfPath(day), { headers: person.headers(), signal: AbortSignal.timeout(HANG_UP_MS) });
    await response.body?.cancel();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return undefined;
  }
}

async function waitedFor(person: Person, day: number) {
  const response = await product.fetch(pdfPath(day), { headers: person.headers({ Accept: 'application/pdf, application/json' }) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), retryAfter: response.headers.get('retry-after'), body };
}

describe('a flood of fire-and-close PDF requests from one person', () => {
  it('is limited with 429 and Retry-After, and another person still gets their PDF', async () => {
    const flooder = await signUp(product);
    const other = await signUp(product);
    const { fired, followUps, theirs } = await heldThrough(product, async () => {
      const fired = await Promise.all(Array.from({ length: FLOOD }, (_, day) => fireAndClose(flooder, day)));
      const [theirs, ...followUps] = await Promise.all([waitedFor(other, 0), ...Array.from({ length: FOLLOW_UPS }, (_, index) => waitedFor(flooder, FLOOD + index))]);
      return { fired, followUps, theirs: theirs! };
    });
    expect(theirs.status, theirs.body.toString('utf8', 0, 300)).toBe(200);
    expect(theirs.type).toContain('application/pdf');
    expect(theirs.body.subarray(0, 5).toString()).toBe('%PDF-');
    const answered = [...fired.filter((answer) => answer !== undefined), ...followUps];
    const limited = answered.filter((answer) => answer.status === 429);
    expect(limited.length, `the flooder's answers: ${JSON.stringify(answered.map((answer) => answer.status))}`).toBeGreaterThan(0);
    for (const answer of limited) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }, HOSTILE_TEST_TIMEOUT_MS);
});
