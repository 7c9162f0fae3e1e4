import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps every message it accepts, closed after the file's tests.
 * hold() makes it a slow mail provider: it keeps each message until the returned release() is called.
 */
export async function startLocalSmtp() {
  const received: ReceivedMail[] = [];
  let holdDelivery: Promise<void> | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void deliver();
      });
      const deliver = async () => {
        await holdDelivery;
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Delivery is asynchronous on the SMTP side: polls, but never longer than a few seconds. */
    async waitForMail(count: number, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received[count - 1]!;
    },
    hold(): () => void {
      let release!: () => void;
      holdDelivery = new Promise((resolve) => (release = resolve));
      return () => {
        release();
        holdDelivery = undefined;
      };
    },
  };
}

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header of a received message, with folded lines unfolded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}
