import { describe, expect, it } from 'vitest';
import { alertSettingsSchema, webhookUrlSchema } from './settings';

describe('an alert webhook address', () => {
  it('is https anywhere, or http to this machine only', () => {
    expect(webhookUrlSchema.safeParse('https://hooks.example.com/glyco?x=1').success).toBe(true);
    expect(webhookUrlSchema.safeParse('http://localhost:8080/hook').success).toBe(true);
    expect(webhookUrlSchema.safeParse('http://127.0.0.1:9/hook').success).toBe(true);
    expect(webhookUrlSchema.safeParse('http://hooks.example.com/glyco').success).toBe(false);
    expect(webhookUrlSchema.safeParse('ftp://hooks.example.com/glyco').success).toBe(false);
    expect(webhookUrlSchema.safeParse('not a url').success).toBe(false);
  });

  it('is optional in the alert settings', () => {
    expect(alertSettingsSchema.parse({}).webhookUrl).toBeUndefined();
    expect(alertSettingsSchema.parse({ webhookUrl: 'https://hooks.example.com/a' }).webhookUrl).toBe('https://hooks.example.com/a');
  });
});
