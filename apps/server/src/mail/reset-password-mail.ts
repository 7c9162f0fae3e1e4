import { layoutMail } from './mail-layout';
import type { Mail } from './mailer';

/** The password-reset e-mail. */
export function resetPasswordMail(to: string, link: string, validMinutes: number): Mail {
  return layoutMail({
    to,
    subject: 'Reset your Teachloop password',
    heading: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of your Teachloop account.'],
    action: { label: 'Choose a new password', href: link },
    after: [`The link works once, for ${validMinutes} minutes.`],
    reason: 'If it was not you, ignore this e-mail: your password stays as it is.',
  });
}
