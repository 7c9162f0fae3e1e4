/** A part of a legal page: a heading, short paragraphs, and (optionally) the pages it points to. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** Bulleted facts, after the paragraphs. */
  items?: readonly string[];
  links?: readonly { to: string; label: string }[];
}

export interface LegalPageText {
  eyebrow: string;
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

const CONTACT_LINK = { to: '/contact', label: 'Write to us on the contact page' } as const;

/**
 * /privacy: what this codebase stores, why, for how long, and how to take it away or out. Kept true to the
 * server (db/database.ts, features/account export and deletion, the scheduler's clean-ups, the request log):
 * change it when they change.
 */
export const PRIVACY_TEXTS: LegalPageText = {
  eyebrow: 'Your data',
  title: 'Privacy',
  lead: 'What Teachloop keeps about you, why, for how long, and how to download or delete it.',
  sections: [
    {
      id: 'privacy-what',
      heading: 'What we store',
      paragraphs: ['We store what you give us and what the app needs to run the learning loop.'],
      items: [
        'Your account: e-mail address, password (as a hash we cannot read back) or your Google link, and whether your address is verified.',
        'Your profile: display name, bio, avatar, time zone and your settings.',
        'What you write: challenges, teach-back explanations, reviews, replies to reviews, and images you upload.',
        'What you earn: the XP ledger, levels, streaks, badges and verified skills.',
        'Your circles: which circles you own or joined, and your join requests.',
        'Your notifications and activity feed, and which notification e-mails you want.',
        'Invites: your invite link, who joined through it, and who invited you.',
        'Signed-in devices: each session’s browser name and IP address, so you can see and end them.',
        'Contact messages: the name, e-mail address and message you send us.',
      ],
    },
    {
      id: 'privacy-why',
      heading: 'Why we store it',
      paragraphs: [
        'To run Teachloop: to match your challenges with peers, show your work to the peers you learn with, count XP fairly and send the notifications you chose.',
        'To keep accounts safe: sessions keep you signed in, and short-lived counters limit how often anyone can try a password or send a form.',
        'We do not sell your data, and we show no ads.',
      ],
    },
    {
      id: 'privacy-how-long',
      heading: 'How long we keep it',
      paragraphs: [
        'Your account and what you wrote stay until you delete your account.',
        'Some things end on their own:',
      ],
      items: [
        'A session ends after a day without use (the default), or when you sign out or end it in your settings.',
        'A password reset link works once, for an hour. Verification links work once and expire too.',
        'An image that no text uses any more is deleted after a day.',
        'Rate-limit counters are deleted once their time window has passed.',
        'Server logs record each request’s method, path, status and time: not what you type, and not your query strings.',
      ],
    },
    {
      id: 'privacy-mail',
      heading: 'E-mail',
      paragraphs: [
        'We send password reset links, verification links, and the notification e-mails you switch on in your notification settings. Notification e-mails carry a one-click unsubscribe link.',
        'A contact message is stored and also sent to our support inbox, so a person reads it. We reply to the address you gave.',
      ],
    },
    {
      id: 'privacy-export',
      heading: 'Download your data',
      paragraphs: [
        'In your account settings, “Download my data” gives you a JSON file of everything stored about your account: your profile, challenges, teach-backs, reviews, XP, activity and circles.',
      ],
      links: [{ to: '/settings/account', label: 'Open your account settings' }],
    },
    {
      id: 'privacy-delete',
      heading: 'Delete your account',
      paragraphs: [
        'You can delete your account in your account settings, after typing your password again. It happens at once and cannot be undone.',
        'We erase your profile, avatar, images, XP, badges, skills, notifications, activity, circle memberships, invites, sessions and sign-in methods.',
        'Some of your work stays, without your name, because peers depend on it: reviews you wrote stay with the peer who received them as anonymous, and challenges and teach-backs that peers already worked on stay for them. Teach-backs waiting for you go to another peer.',
        'Contact messages are not linked to an account. Ask us on the contact page and we will delete yours.',
      ],
      links: [{ to: '/settings/account', label: 'Open your account settings' }],
    },
    {
      id: 'privacy-others',
      heading: 'Other services',
      paragraphs: [
        'If you sign in with Google, Google tells us your e-mail address, your name and the address of your profile photo. If the site’s operator turns on analytics, page views are sent to Google to be counted.',
      ],
    },
    {
      id: 'privacy-contact',
      heading: 'Questions',
      paragraphs: ['Ask us anything about your data. A person reads every message.'],
      links: [CONTACT_LINK],
    },
  ],
};

/** /terms: the rules of taking part, in plain words. */
export const TERMS_TEXTS: LegalPageText = {
  eyebrow: 'The rules',
  title: 'Terms',
  lead: 'The rules for using Teachloop. By creating an account you agree to them.',
  sections: [
    {
      id: 'terms-fair-use',
      heading: 'Use it fairly',
      paragraphs: [
        'Teachloop is for learning by teaching each other. Be kind and honest with your peers.',
        'Do not post anything illegal, hateful or harassing, or anything that is not yours to share. Do not share other people’s personal data.',
        'Do not try to break, overload or get around the app’s limits, and do not use another person’s account.',
      ],
    },
    {
      id: 'terms-content',
      heading: 'Your content',
      paragraphs: [
        'What you write stays yours. You let Teachloop store it and show it to the peers you learn with (and, if you make your portfolio public, to anyone with its link) for as long as it is on Teachloop.',
        'When you delete your account, some of your work stays without your name, as the privacy page explains.',
      ],
      links: [{ to: '/privacy', label: 'Read the privacy page' }],
    },
    {
      id: 'terms-xp',
      heading: 'No cheating XP',
      paragraphs: [
        'XP, levels, badges and verified skills must be earned by real learning. Do not use extra accounts, trade reviews, or post empty teach-backs to collect points.',
        'Points gained by breaking these rules may be removed.',
      ],
      links: [{ to: '/how-xp-works', label: 'See how XP works' }],
    },
    {
      id: 'terms-moderation',
      heading: 'Moderation',
      paragraphs: [
        'Peers can report content that breaks these rules. A report may lead to the content being hidden, or the account being suspended.',
      ],
    },
    {
      id: 'terms-warranty',
      heading: 'No warranty',
      paragraphs: [
        'Teachloop is provided as it is. We work to keep it running and your data safe, but we cannot promise it will always be available or free of mistakes.',
        'Peers’ explanations and reviews are their own. Check what you learn before you rely on it.',
      ],
    },
    {
      id: 'terms-changes',
      heading: 'Changes and questions',
      paragraphs: ['If these rules change, this page changes with them. Questions are welcome.'],
      links: [CONTACT_LINK],
    },
  ],
};
