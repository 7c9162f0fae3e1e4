import type { ContactMessageInput } from '@teachloop/shared';
import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

/** One line, whatever the sender typed: a subject never carries a line break. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A contact message as it reaches the support inbox: pressing Reply answers the sender (Reply-To), and the
 * message is quoted as plain text (the HTML twin escapes it, so nothing the sender wrote is markup).
 */
export function contactMail(supportEmail: string, message: ContactMessageInput): Mail {
  const text = [
    `${message.name} <${message.email}> wrote through the Teachloop contact form:`,
    '',
    message.message,
    '',
    'Reply to this e-mail to answer them.',
  ].join('\n');
  const html = `<p>${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt; wrote through the Teachloop contact form:</p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p>Reply to this e-mail to answer them.</p>`;
  return {
    to: supportEmail,
    subject: `Contact form: ${oneLine(message.name)}`,
    text,
    html,
    replyTo: { name: message.name, address: message.email },
  };
}
