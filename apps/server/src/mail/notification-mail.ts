import { escapeHtml } from './escape-html';
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

/** A notification by e-mail: plain text first, a simple HTML twin, and List-Unsubscribe headers. */
export function notificationMail(input: NotificationMailInput): Mail {
  const lines = input.lines ?? [];
  const text = [
    input.text,
    ...(lines.length > 0 ? ['', ...lines] : []),
    '',
    `Open it in Teachloop: ${input.link}`,
    '',
    `You get this e-mail because of your setting “${input.kindLabel}”.`,
    `Unsubscribe from these e-mails with one click: ${input.unsubscribeLink}`,
  ].join('\n');
  const html = `<p>${escapeHtml(input.text)}</p>
${lines.length > 0 ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>\n` : ''}<p><a href="${escapeHtml(input.link)}">Open it in Teachloop</a></p>
<p style="color:#667085;font-size:13px">You get this e-mail because of your setting “${escapeHtml(input.kindLabel)}”.
<a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a> with one click.</p>`;
  return {
    to: input.to,
    subject: input.text,
    text,
    html,
    link: input.link,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
