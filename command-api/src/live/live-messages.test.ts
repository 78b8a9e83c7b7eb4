import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@glyco/event-store';
import { liveItemOf } from './live-kinds';
import { messagesOf } from './live-messages';
import { sseEvent } from './sse';

const ada = '11111111-1111-4111-8111-111111111111';
let prepare = 0n;

function recorded(streamId: string, type: string, data: Record<string, unknown>): RecordedEvent {
  prepare += 1n;
  return { eventId: `e${prepare}`, type, schemaVersion: 1, streamId, revision: 0n, position: { commit: 7n, prepare }, data: data as RecordedEvent['data'], metadata: {}, recordedAt: new Date() };
}

const reading = (readingId: string, valueMgdl: number, timestamp: string, extra: Record<string, unknown> = {}) =>
  recorded(`glucose_reading-${readingId}`, 'GlucoseReadingLogged', { readingId, userId: ada, valueMgdl, timestamp, readingType: 'CGM', ...extra });

describe('what the live stream tells of an event', () => {
  it('carries a logged reading whole: value, time, the device arrow and its source', () => {
    const item = liveItemOf(reading('r1', 142, '2026-03-01T10:00:00.000Z', { direction: 'FortyFiveUp', deviceKind: 'xDrip-DexcomG6' }));
    expect(item).toEqual({
      personId: ada,
      position: item!.position,
      kind: 'reading',
      id: 'r1',
      reading: { id: 'r1', at: '2026-03-01T10:00:00.000Z', mgdl: 142, trend: 'FortyFiveUp', source: 'xDrip-DexcomG6' },
    });
  });

  it('gives no arrow for a reading without one, and names the kind of reading when no device is known', () => {
    expect(liveItemOf(reading('r2', 90, '2026-03-01T10:00:00.000Z'))?.reading).toMatchObject({ trend: null, source: 'CGM' });
  });

  it('reports a profile edit on the account stream, but not a sign-out or a new doctor code', () => {
    expect(liveItemOf(recorded(`user-${ada}`, 'ProfileUpdated', { userId: ada, changes: {} }))).toMatchObject({ kind: 'profile', personId: ada });
    expect(liveItemOf(recorded(`user-${ada}`, 'UserLoggedOut', { userId: ada }))).toBeUndefined();
    expect(liveItemOf(recorded(`user-${ada}`, 'DoctorAccessCodeIssued', { userId: ada }))).toBeUndefined();
  });

  it('names the person of an alert and of a follower event by their stream', () => {
    expect(liveItemOf(recorded(`alerts-${ada}`, 'AlertRaised', { alertId: 'a1' }))).toMatchObject({ kind: 'alert', personId: ada, id: 'a1' });
    expect(liveItemOf(recorded(`followers-${ada}`, 'FollowerInvited', { invitationId: 'i1' }))).toMatchObject({ kind: 'follower', personId: ada });
  });

  it('tells nothing of a stream no viewer cares about, nor of an event with no person', () => {
    expect(liveItemOf(recorded('report-1', 'ReportRequested', { userId: ada }))).toBeUndefined();
    expect(liveItemOf(recorded('meal-1', 'MealLogged', { mealId: 'm1' }))).toBeUndefined();
  });
});

describe('the messages of a run of the feed', () => {
  it('sends one message per kind at its latest position, the newest reading logged carried whole, in feed order', () => {
    const older = reading('r3', 100, '2026-03-01T10:00:00.000Z');
    const newer = reading('r4', 110, '2026-03-01T10:05:00.000Z');
    const meal = recorded('meal-m1', 'MealLogged', { mealId: 'm1', userId: ada });
    const late = reading('r5', 95, '2026-03-01T09:00:00.000Z');
    const items = [older, meal, newer, late].map((event) => liveItemOf(event)!);
    expect(messagesOf(ada, items)).toEqual([
      { type: 'changed', personId: ada, position: items[1]!.position, kind: 'meal', id: 'm1' },
      { type: 'reading', personId: ada, position: items[3]!.position, reading: items[2]!.reading },
    ]);
  });

  it('names no record when a kind changed for several', () => {
    const items = ['m2', 'm3'].map((mealId) => liveItemOf(recorded(`meal-${mealId}`, 'MealDeleted', { mealId, userId: ada }))!);
    expect(messagesOf(ada, items)).toEqual([{ type: 'changed', personId: ada, position: items[1]!.position, kind: 'meal' }]);
  });

  it('writes a message as an SSE event with its position as id, and the end of access without one', () => {
    expect(sseEvent({ type: 'changed', personId: ada, position: '7/1', kind: 'dose' })).toBe(
      `id: 7/1\nevent: changed\ndata: {"type":"changed","personId":"${ada}","position":"7/1","kind":"dose"}\n\n`,
    );
    expect(sseEvent({ type: 'closed', reason: 'revoked' })).toBe('event: closed\ndata: {"type":"closed","reason":"revoked"}\n\n');
  });
});

describe('the read models a message waits for', () => {
  it('waits for those that show the kinds sent, and for every read model when a kind names none', async () => {
    const { readModelsShowing } = await import('./create-live');
    expect(readModelsShowing(new Set(['reading', 'meal']))).toEqual(['glucose_readings', 'glucose_daily', 'meals']);
    expect(readModelsShowing(new Set(['reading', 'alert']))).toContain('audit_timeline');
  });
});
