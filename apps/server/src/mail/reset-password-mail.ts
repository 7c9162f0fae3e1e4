import type { Mail } from './mailer';
import { oneTimeLinkMail } from './one-time-link-mail';

/** The password-reset e-mail. */
export function resetPasswordMail(to: string, link: string, validMinutes: number): Mail {
  return oneTimeLinkMail(to, link, `${validMinutes} minutes`, {
    subject: 'Reset your Teachloop password',
    heading: 'Reset your password',
    asked: 'Someone asked to reset the password of your Teachloop account.',
    label: 'Choose a new password',
    reason: 'If it was not you, ignore this e-mail: your password stays as it is.',
  });
}
