import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per job, so a re-sent copy is recognisably the same message. */
  messageId: string;
}

export interface Mailer {
  /** 'file' writes .eml files for development; nothing leaves the machine. */
  readonly kind: 'smtp' | 'file';
  /** Resolves once the SMTP server accepted the message (or the file is written). */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom) : fileMailer(join(options.dataDir, 'mail'), options.mailFrom);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 2 });
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}

/**
 * Development mail holds live reset links: readable by the product's user only, and never
 * logged (the caller logs where it went, not what it says).
 */
function fileMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${email.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      await writeFile(join(directory, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
