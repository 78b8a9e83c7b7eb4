import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('development mailer', () => {
  it('writes each mail to DATA_DIR/mail readable by the product alone', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'glyco-mail-'));
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Glyco <no-reply@glyco.test>', dataDir });
    const link = 'http://localhost:5173/reset-password?token=live-token';
    await mailer.send({ to: { name: 'Ada', address: 'ada@example.com' }, subject: 'Reset', text: link, html: `<a href="${link}">reset</a>`, messageId: '<job-1@glyco>' });
    mailer.close();
    const directory = join(dataDir, 'mail');
    const [file] = await readdir(directory);
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
    expect((await stat(join(directory, file!))).mode & 0o777).toBe(0o600);
    expect(await readFile(join(directory, file!), 'utf8')).toContain('live-token');
  });
});
