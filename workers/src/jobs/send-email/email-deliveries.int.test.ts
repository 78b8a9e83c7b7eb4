import { randomBytes, randomUUID } from 'node:crypto';
import { createPostgresPersonKeys, type PostgresPersonKeys } from '@glyco/event-store';
import { createTestDatabase, type TestDatabase } from '@glyco/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries, migrateEmailDeliveries, type EmailDeliveries } from './email-deliveries';

let db: TestDatabase;
let keys: PostgresPersonKeys;
let deliveries: EmailDeliveries;

beforeAll(async () => {
  db = await createTestDatabase();
  keys = createPostgresPersonKeys(db.pool, randomBytes(32));
  await keys.migrate();
  await migrateEmailDeliveries(db.pool);
  deliveries = emailDeliveries(db.pool);
});

afterAll(async () => {
  await db?.drop();
});

describe('the send log', () => {
  it('sends and logs an email to a person whose account is kept', async () => {
    const person = randomUUID();
    await keys.keyForSealing(person);
    const sent: string[] = [];
    expect(await deliveries.deliverUnlessErased('job-kept', person, async () => (sent.push('kept'), '<job-kept@glyco>'))).toBe('sent');
    expect(sent).toEqual(['kept']);
    expect(await deliveries.wasSent('job-kept')).toBe(true);
    expect(await deliveries.recipientErased(person)).toBe(false);
  });

  it('drops, unsent and unlogged, an email to a person whose account deletion began', async () => {
    const person = randomUUID();
    await keys.keyForSealing(person);
    await keys.beginErasure(person);
    const sent: string[] = [];
    expect(await deliveries.recipientErased(person)).toBe(true);
    expect(await deliveries.deliverUnlessErased('job-erased', person, async () => (sent.push('erased'), '<job-erased@glyco>'))).toBe('erased');
    expect(sent).toEqual([]);
    expect(await deliveries.wasSent('job-erased')).toBe(false);
  });
});
