import { layoutMail } from './mail-layout';
import type { Mail } from './mailer';

/** What sets one single-use link mail apart from the others: its words. */
export interface OneTimeLinkTexts {
  subject: string;
  heading: string;
  /** Who asked for the link, before the button. */
  asked: string;
  label: string;
  reason: string;
}

/**
 * A mail whose one button is a link that works once for `validFor` ('15 minutes'): the password reset, the
 * sign-in link and the e-mail verifications share this one layout and its closing line.
 */
export function oneTimeLinkMail(to: string, link: string, validFor: string, texts: OneTimeLinkTexts): Mail {
  const { asked, label, ...rest } = texts;
  return layoutMail({
    to,
    ...rest,
    paragraphs: [asked],
    action: { label, href: link },
    after: [`The link works once, for ${validFor}.`],
  });
}
