import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '@glyco/runtime';
import { pushSubject, sendPush, type PushSender } from './send-push';
import { startPushReceiver, testSubscriber } from './push-receiver-test-support';

const STATUS_BY_PATH: Record<string, number> = { '/gone': 410, '/unknown': 404, '/broken': 500 };
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
const sender: PushSender = { vapid: generateVapidKeys(), subject: pushSubject('Glyco <no-reply@glyco.local>') };

beforeAll(async () => {
  receiver = await startPushReceiver((path) => STATUS_BY_PATH[path] ?? 201);
});
afterAll(async () => {
  await receiver?.close();
});

describe('an alert sent by Web Push', () => {
  it('reaches the push service encrypted for the subscription alone (RFC 8291) and signed with the VAPID key', async () => {
    const subscriber = testSubscriber(`${receiver.url}/ada`);
    const alert = { title: 'Urgent low: 52 mg/dL, falling', alertId: 'a1' };
    expect(await sendPush(sender, subscriber.subscription, alert)).toBe('sent');

    const pushed = receiver.received.find((request) => request.path === '/ada')!;
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed.body.toString('utf8')).not.toContain('Urgent low');
    expect(JSON.parse(subscriber.decrypt(pushed.body))).toEqual(alert);
    expect(() => testSubscriber(`${receiver.url}/other`).decrypt(pushed.body)).toThrow();
    expect(pushed.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${sender.vapid.publicKey}$`));
    expect(pushed.headers.urgency).toBe('high');
  });

  it('says a subscription is gone when the push service answers 410 or 404, and throws on any other failure', async () => {
    expect(await sendPush(sender, testSubscriber(`${receiver.url}/gone`).subscription, {})).toBe('gone');
    expect(await sendPush(sender, testSubscriber(`${receiver.url}/unknown`).subscription, {})).toBe('gone');
    await expect(sendPush(sender, testSubscriber(`${receiver.url}/broken`).subscription, {})).rejects.toThrow('HTTP 500');
  });
});
