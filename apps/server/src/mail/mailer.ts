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
  /** Where a reply goes instead of From, e.g. the sender of a contact message (nodemailer quotes the name). */
  replyTo?: { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real delivery over SMTP when SMTP_URL is set. Without it (local development), each mail is written as JSON to
 * DATA_DIR/outbox and logged, with its link outside production, so a reset link can be followed without a mail
 * server.
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
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  if (config.env === 'production') {
    log.warn(`SMTP_URL is not set: e-mails are saved as files in ${outbox}, not sent.`);
  }
  return {
    async send(mail) {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomUUID()}.json`);
      await fs.writeFile(file, JSON.stringify({ from, ...mail }, null, 2), { mode: 0o600 });
      // The link is a credential (a reset token, a signed unsubscribe): printed for a developer following it
      // locally, never into a production log, where the saved file (mode 600) is the only copy.
      const link = mail.link && config.env !== 'production' ? ` — ${mail.link}` : '';
      log.info(`Mail to ${mail.to}: "${mail.subject}"${link} (saved to ${file})`);
    },
  };
}
