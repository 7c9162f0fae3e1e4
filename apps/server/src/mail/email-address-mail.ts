import { layoutMail } from './mail-layout';
import type { Mail } from './mailer';

/** A mail about the account's address: a few paragraphs and one link, in the one layout. */
function linkMail(
  to: string,
  subject: string,
  body: { heading: string; paragraphs: string[]; action: { href: string; label: string }; after?: string[] },
  reason: string,
): Mail {
  return layoutMail({ to, subject, ...body, reason });
}

/** Sign-up and 'Resend': proves the address belongs to the account. */
export function verifyEmailMail(to: string, link: string, validHours: number): Mail {
  return linkMail(
    to,
    'Verify your Teachloop e-mail',
    {
      heading: 'Welcome to Teachloop',
      paragraphs: ['Please confirm that this address is yours.'],
      action: { href: link, label: 'Verify your e-mail' },
      after: [`The link works once, for ${validHours} hours.`],
    },
    'If you did not sign up, ignore this e-mail: nothing happens without the link.',
  );
}

/** To the new address of an e-mail change: the account moves to it once the link is opened. */
export function changeEmailMail(to: string, link: string, validHours: number): Mail {
  return linkMail(
    to,
    'Confirm your new Teachloop e-mail',
    {
      heading: 'Confirm your new e-mail',
      paragraphs: ['Someone asked to use this address for their Teachloop account.'],
      action: { href: link, label: 'Confirm the change' },
      after: [`The link works once, for ${validHours} hour${validHours === 1 ? '' : 's'}.`],
    },
    'If it was not you, ignore this e-mail: nothing changes without the link.',
  );
}

/** To the old address of an e-mail change: said whether or not the new address can be used. */
export function emailChangeNoticeMail(to: string, maskedNewEmail: string, settingsLink: string): Mail {
  return linkMail(
    to,
    'Your Teachloop e-mail is about to change',
    {
      heading: 'Your e-mail is about to change',
      paragraphs: [
        `Someone signed in to your Teachloop account asked to change its e-mail to ${maskedNewEmail}.`,
        'Nothing changes until the link sent to that address is opened.',
      ],
      action: { href: settingsLink, label: 'Review your account' },
    },
    'If it was not you, change your password now: it ends the change and keeps your account yours.',
  );
}

/** 'ada.lovelace@example.com' → 'a***e@example.com': enough for the owner to recognise, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local.at(-1)}`;
  return `${masked}${email.slice(at)}`;
}
