import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface HeldRecipient {
  /** Lets the held transaction go on (or fails it, as a server refusing the recipient). */
  release(refuse?: boolean): void;
}

/** An in-process SMTP server for tests: it keeps every message it accepted, parsed. */
export interface SmtpSink {
  url: string;
  accepted: ParsedMail[];
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Holds the next RCPT TO unanswered, the moment a client is mid-send; resolves once one arrives. */
  holdNextRecipient(): Promise<HeldRecipient>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let holdRequest: ((held: HeldRecipient) => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const onHeld = holdRequest;
      holdRequest = undefined;
      if (!onHeld) return callback();
      onHeld({ release: (refuse) => callback(refuse ? new Error('held recipient refused') : undefined) });
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          accepted.push(mail);
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client killed mid-transaction resets its connection: that is the point of some tests.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    async waitForMessages(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} messages, got ${accepted.length}`);
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), resolve());
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
      return accepted.slice(0, count);
    },
    holdNextRecipient: () => new Promise((resolve) => (holdRequest = resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a parsed message's plain-text body. */
export function resetLinkIn(mail: ParsedMail): URL {
  const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return new URL(match[1]!);
}
