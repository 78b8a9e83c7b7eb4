import { randomUUID } from 'node:crypto';
import { allProjections, rebuildProjections } from '@glyco/projections';
import { startTestApp, type TestApp } from '@glyco/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpText, leftoversOf } from './pg-dump-test-support';
import { PERSON, personalStrings, recordAYear, recordThroughApi, registerPerson } from './person-test-support';
import { API_ROUTES } from '@glyco/contracts';

let app: TestApp;
let userId: string;

/** A rendered report and an upload still waiting for its job: files holding the person's data. */
async function keepFiles(): Promise<void> {
  const file = Buffer.from(`${PERSON.name},${PERSON.readingNote}`);
  await app.database.pool.query('INSERT INTO reports (report_id, user_id, pdf) VALUES ($1, $2, $3)', [randomUUID(), userId, file]);
  await app.database.pool.query('INSERT INTO import_uploads (import_id, user_id, content_type, bytes) VALUES ($1, $2, $3, $4)', [randomUUID(), userId, 'text/csv', file]);
}

async function settle(): Promise<void> {
  const ok = await app.product.projector.waitFor(await app.product.store.headPosition(), undefined, 120_000);
  if (!ok) throw new Error('the read models did not catch up');
}

beforeAll(async () => {
  app = await startTestApp();
  const person = await registerPerson(app);
  userId = person.userId;
  await recordThroughApi(person.client);
  await recordAYear(app.product.store, userId);
  await keepFiles();
  await settle();
  const { rows } = await app.database.pool.query('SELECT count(*)::int AS n FROM glucose_readings WHERE user_id = $1', [userId]);
  expect(rows[0].n).toBeGreaterThan(8_000);
  const deleted = await person.client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: PERSON.password });
  expect(deleted.status).toBe(204);
  await settle();
}, 600_000);

afterAll(async () => {
  await app?.close();
});

describe('deleting an account with a year of data', () => {
  it('leaves none of the person in a pg_dump of the whole database', async () => {
    expect(await leftoversOf(app.database.url, userId, personalStrings())).toEqual({ strings: [], tables: [] });
    expect(await dumpText(app.database.url)).not.toContain('valueMgdl');
  });

  it('keeps in the clinician access log only that an account was deleted, and when', async () => {
    const { rows } = await app.database.pool.query('SELECT kind, route FROM clinician_access_log WHERE patient_id = $1', [userId]);
    expect(rows).toEqual([{ kind: 'account-deleted', route: null }]);
  });

  it('brings nothing back when every read model is rebuilt', async () => {
    await rebuildProjections(app.database.pool, app.product.store, allProjections);
    for (const projection of allProjections) {
      for (const [table, column] of Object.entries(projection.personRows ?? {})) {
        const { rows } = await app.database.pool.query(`SELECT ${column} FROM ${table} WHERE ${column} = $1`, [userId]);
        if (table === 'clinician_access_log') expect(rows.length, table).toBe(1);
        else expect(rows, table).toEqual([]);
      }
    }
  });

  it('refuses the old password and frees the email for a new registration', async () => {
    const login = await app.client().post(API_ROUTES.accounts.login.path, { email: PERSON.email, password: PERSON.password });
    expect(login.status).toBe(401);
    const again = await registerPerson(app);
    expect(again.userId).not.toBe(userId);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password with a field error and changes nothing', async () => {
    const client = app.client();
    const registered = await client.post(API_ROUTES.accounts.register.path, { name: 'Grace Hopper', email: 'grace.h@example.com', password: PERSON.password, diabetesType: 'Type 2' });
    client.token = registered.body.token;
    const refused = await client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, { password: 'not-the-password' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ password: 'Password is incorrect' });
    expect((await client.request('DELETE', API_ROUTES.accounts.deleteAccount.path, {})).status).toBe(400);
    expect((await client.get(API_ROUTES.accounts.me.path)).status).toBe(200);
  });
});
