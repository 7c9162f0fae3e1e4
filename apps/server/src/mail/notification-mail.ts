import { layoutMail } from './mail-layout';
import type { Mail } from './mailer';

export interface NotificationMailInput {
  to: string;
  /** The notification's line, which is also the subject. */
  text: string;
  /** Where the notification leads, absolute. */
  link: string;
  /** The one-click unsubscribe page for this kind, absolute. */
  unsubscribeLink: string;
  /** The same, for mail clients' own unsubscribe button (RFC 8058 one-click POST). */
  unsubscribePost: string;
  /** What the user unsubscribes from, in their words ('A teach-back is assigned to you'). */
  kindLabel: string;
  /** Further lines (the weekly summary's figures). */
  lines?: string[];
}

/** A notification by e-mail, in the one layout, with List-Unsubscribe headers for mail clients' own button. */
export function notificationMail(input: NotificationMailInput): Mail {
  return layoutMail({
    to: input.to,
    subject: input.text,
    heading: input.text,
    ...(input.lines ? { lines: input.lines } : {}),
    action: { label: 'Open it in Teachloop', href: input.link },
    reason: `You get this e-mail because of your setting “${input.kindLabel}”.`,
    unsubscribe: {
      page: input.unsubscribeLink,
      post: input.unsubscribePost,
      // The settings page of the same site the unsubscribe link is on.
      settings: new URL('/settings/notifications', input.unsubscribeLink).toString(),
    },
  });
}
