import { NOTIFICATION_KIND_SETTINGS } from '@teachloop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { notificationMail } from '../../mail/notification-mail';
import { appLink, unsubscribeLinks, type MailLinkDeps } from './mail-links';
import { claimMail, listPendingMail, releaseMail } from './notifications.repo';

const BATCH = 50;

export interface OutboxDeps extends MailLinkDeps {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Sends the notifications waiting in the e-mail outbox. Each is claimed (pending → sent) before it is sent, so
 * two processes never send the same mail; a send that fails puts it back for the next run. A process that dies
 * between the claim and the send loses that one mail (at most once, never twice). Returns how many were sent.
 */
export async function deliverPendingMail(deps: OutboxDeps): Promise<number> {
  let sent = 0;
  for (const mail of await listPendingMail(deps.db, BATCH)) {
    if (!(await claimMail(deps.db, mail.id))) continue;
    // Claimed but never sent: an address nobody has proven gets only verification and reset mail.
    if (!mail.emailVerified) continue;
    const links = unsubscribeLinks(deps, mail.userId, mail.kind);
    try {
      await deps.mailer.send(
        notificationMail({
          to: mail.email,
          text: mail.text,
          link: appLink(deps, mail.href),
          unsubscribeLink: links.page,
          unsubscribePost: links.post,
          kindLabel: NOTIFICATION_KIND_SETTINGS[mail.kind].label,
        }),
      );
      sent += 1;
    } catch (err) {
      deps.log.error({ err, notificationId: mail.id }, 'notification e-mail not sent; it will be retried');
      await releaseMail(deps.db, mail.id);
    }
  }
  return sent;
}
