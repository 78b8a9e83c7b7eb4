import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredClient, startTestApp, type TestApp } from '@glyco/testing';
import { draftReply } from '../answer';
import { readModelData } from '../data';
import { recogniseIntent } from '../understand/recognise';
import { ASKED_AT, seededData } from './dataset';
import { expectedFigure, labelledMessages } from './evaluate';
import { inMemoryData } from './in-memory-data';
import { appendSeededData } from './testing/seed-store';

const DATA_LABELS = /^(?:summary|metric:|compare|last-dose|low-times|high-times|after-meal|meal-ideas|current|history)/;
let app: TestApp;
let samId: string;
const dataset = seededData();

beforeAll(async () => {
  app = await startTestApp();
  samId = (await registeredClient(app, 'sam@example.com')).userId;
  const position = await appendSeededData(app.product.store, samId, dataset);
  expect(await app.product.projector.waitFor(position, undefined, 120_000)).toBe(true);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('the labelled data questions of both sets on the seeded database', () => {
  it('get from the read models the replies the engine gives on the dataset, each with its expected figure', async () => {
    const pool = app.product.database.pool;
    const fromReadModels = readModelData(pool, samId);
    const user = await fromReadModels.user();
    const fromDataset = inMemoryData(dataset, user);
    const questions = [...labelledMessages(), ...labelledMessages('held-out')].filter((message) => DATA_LABELS.test(message.label));
    expect(questions.length).toBeGreaterThan(150);
    for (const { message, figure } of questions) {
      const intent = recogniseIntent(message, ASKED_AT);
      const [stored, expected] = await Promise.all([
        draftReply(intent, 'Sam', user, fromReadModels, ASKED_AT),
        draftReply(intent, 'Sam', user, fromDataset, ASKED_AT),
      ]);
      expect(stored.reply, message).toBe(expected.reply);
      if (figure) expect(stored.reply, message).toContain(expectedFigure(dataset, figure));
    }
  }, 300_000);
});
