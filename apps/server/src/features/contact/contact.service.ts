import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { contactMail } from '../../mail/contact-mail';
import { insertContactMessage } from './contact.repo';

export type ContactOutcome = 'stored' | 'dropped-as-spam';

type ContactDeps = Pick<AppContext, 'db' | 'mailer' | 'background' | 'log'> & { supportEmail: string };

/**
 * Stores a contact message with the server's clock, then mails it to the support inbox after the response
 * (a slow mail server never slows the form). The message is stored first, so a failed delivery loses nothing:
 * it is logged, and the message waits in contact_messages. A filled honeypot means a bot: it gets the same
 * answer as a person, so it learns nothing, but nothing is stored or sent.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactRequest,
  now = Date.now(),
): Promise<ContactOutcome> {
  if (input.website) return 'dropped-as-spam';
  const message = { name: input.name, email: input.email, message: input.message };
  const id = randomUUID();
  await insertContactMessage(deps.db, { id, ...message, createdAt: now });
  deps.background.run(
    deps.mailer
      .send(contactMail(deps.supportEmail, message))
      .catch((err: unknown) =>
        deps.log.error(
          { err, contactMessageId: id },
          'contact message stored but not mailed to SUPPORT_EMAIL',
        ),
      ),
  );
  return 'stored';
}
