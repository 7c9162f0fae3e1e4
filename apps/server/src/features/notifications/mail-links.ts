import type { NotificationKind } from '@teachloop/shared';
import { unsubscribeToken } from './unsubscribe-token';

/** What building an e-mail's links needs: the public origin and the signing secret. */
export interface MailLinkDeps {
  publicUrl: string;
  secret: string;
}

/** The page a mail points at, absolute. */
export function appLink({ publicUrl }: MailLinkDeps, href: string): string {
  return `${publicUrl}${href}`;
}

/**
 * The unsubscribe links of a mail of `kind` to `userId`: the page people click (it unsubscribes on arrival and
 * offers to undo) and the address mail clients POST to (RFC 8058). Both carry the same signed query.
 */
export function unsubscribeLinks(deps: MailLinkDeps, userId: string, kind: NotificationKind) {
  const query = new URLSearchParams({ u: userId, k: kind, t: unsubscribeToken(deps.secret, userId, kind) });
  return {
    page: `${deps.publicUrl}/unsubscribe?${query.toString()}`,
    post: `${deps.publicUrl}/api/unsubscribe?${query.toString()}`,
  };
}
