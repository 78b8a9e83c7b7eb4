import { describe, expect, it } from 'vitest';
import { assertWebhookTargetAllowed, PrivateWebhookTargetError } from './webhook-target';

describe('a webhook never reaches the server’s own networks', () => {
  const served = 'https://203.0.113.10';

  it.each(['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'https://10.1.2.3/hook', 'https://192.168.1.5/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://[fd00::1]/hook', 'https://[::ffff:127.0.0.1]/hook'])(
    'refuses %s for a product served from a public address',
    async (url) => {
      await expect(assertWebhookTargetAllowed(url, served)).rejects.toBeInstanceOf(PrivateWebhookTargetError);
    },
  );

  it('allows a public address', async () => {
    await expect(assertWebhookTargetAllowed('https://198.51.100.7/hook', served)).resolves.toBeUndefined();
  });

  it('allows a local receiver when the product itself runs on this machine', async () => {
    await expect(assertWebhookTargetAllowed('http://127.0.0.1:8080/hook', 'http://localhost:3000')).resolves.toBeUndefined();
  });
});
