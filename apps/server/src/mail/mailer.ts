import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, logged by the dev outbox so a developer can follow it. */
  link?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real delivery over SMTP when SMTP_URL is set. Without it (local development), each mail is logged with its
 * link and written as JSON to DATA_DIR/outbox, so a reset link can be followed without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomUUID()}.json`);
      await fs.writeFile(file, JSON.stringify({ from, ...mail }, null, 2), { mode: 0o600 });
      log.info(
        `Mail to ${mail.to}: "${mail.subject}"${mail.link ? ` — ${mail.link}` : ''} (saved to ${file})`,
      );
    },
  };
}
