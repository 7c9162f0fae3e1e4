import { layoutMail } from './mail-layout';
import type { Mail } from './mailer';
import { oneTimeLinkMail } from './one-time-link-mail';

/** Sign-up and 'Resend': proves the address belongs to the account. */
export function verifyEmailMail(to: string, link: string, validHours: number): Mail {
  return oneTimeLinkMail(to, link, `${validHours} hours`, {
    subject: 'Verify your Teachloop e-mail',
    heading: 'Welcome to Teachloop',
    asked: 'Please confirm that this address is yours.',
    label: 'Verify your e-mail',
    reason: 'If you did not sign up, ignore this e-mail: nothing happens without the link.',
  });
}

/** To the new address of an e-mail change: the account moves to it once the link is opened. */
export function changeEmailMail(to: string, link: string, validHours: number): Mail {
  return oneTimeLinkMail(to, link, `${validHours} hour${validHours === 1 ? '' : 's'}`, {
    subject: 'Confirm your new Teachloop e-mail',
    heading: 'Confirm your new e-mail',
    asked: 'Someone asked to use this address for their Teachloop account.',
    label: 'Confirm the change',
    reason: 'If it was not you, ignore this e-mail: nothing changes without the link.',
  });
}

/** To the old address of an e-mail change: said whether or not the new address can be used. */
export function emailChangeNoticeMail(to: string, maskedNewEmail: string, settingsLink: string): Mail {
  return layoutMail({
    to,
    subject: 'Your Teachloop e-mail is about to change',
    heading: 'Your e-mail is about to change',
    paragraphs: [
      `Someone signed in to your Teachloop account asked to change its e-mail to ${maskedNewEmail}.`,
      'Nothing changes until the link sent to that address is opened.',
    ],
    action: { href: settingsLink, label: 'Review your account' },
    reason: 'If it was not you, change your password now: it ends the change and keeps your account yours.',
  });
}

/** 'ada.lovelace@example.com' → 'a***e@example.com': enough for the owner to recognise, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local.at(-1)}`;
  return `${masked}${email.slice(at)}`;
}
