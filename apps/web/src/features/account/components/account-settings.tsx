import { TIME_ZONE_CHANGE_DAYS } from '@teachloop/shared';
import { Suspense, type ReactNode } from 'react';
import { PageHeading } from '../../../components/common/page-heading';
import { buttonClasses } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/lazy-component';
import { EXPORT_PATH } from '../api/account';
import { ChangePasswordForm } from './change-password-form';
import { SignedInDevices } from './signed-in-devices';
import { SignInMethodsList } from './sign-in-methods';
import { TimeZoneSettings } from './time-zone-settings';

// Their own chunks: the page's first load is at its budget (check-bundle-size.ts).
const ChangeEmailForm = lazyComponent(() => import('./change-email-form').then((m) => m.ChangeEmailForm));
const DeleteAccount = lazyComponent(() => import('./delete-account').then((m) => m.DeleteAccount));

/** The page's sections in order: each a titled block with a lead saying what changing it does. */
const SECTIONS: readonly { id: string; title: string; lead: string; body: ReactNode }[] = [
  {
    id: 'account-email',
    title: 'E-mail',
    lead: 'We send a link to the new address and a note to the current one. Nothing changes until the link is opened; you stay signed in on your devices.',
    body: (
      <Suspense fallback={null}>
        <ChangeEmailForm />
      </Suspense>
    ),
  },
  {
    id: 'account-password',
    title: 'Password',
    lead: 'Changing it signs you out on every other device and cancels any reset link you were sent.',
    body: <ChangePasswordForm />,
  },
  {
    id: 'account-sign-in-methods',
    title: 'Sign-in methods',
    lead: 'The ways you can sign in to this account. One always stays, so you can never lock yourself out.',
    body: <SignInMethodsList />,
  },
  {
    id: 'account-time-zone',
    title: 'Time zone',
    lead: `Your streak days and the daily XP cap are counted in this zone. It can be changed once every ${TIME_ZONE_CHANGE_DAYS} days.`,
    body: <TimeZoneSettings />,
  },
  {
    id: 'account-devices',
    title: 'Signed-in devices',
    lead: 'Sign out a device you no longer use or don’t recognise.',
    body: <SignedInDevices />,
  },
  {
    id: 'account-data',
    title: 'Your data',
    lead: 'Download everything Teachloop stores about you: your account, challenges, teach-backs, reviews, XP, activity and circles, as JSON.',
    body: (
      <a href={EXPORT_PATH} download className={buttonClasses({ variant: 'secondary' }, 'self-start')}>
        Download my data
      </a>
    ),
  },
  {
    id: 'account-delete',
    title: 'Delete account',
    lead: 'Remove your account and everything that is yours alone. Reviews you exchanged stay with your peers, without your name.',
    body: (
      <Suspense fallback={null}>
        <DeleteAccount />
      </Suspense>
    ),
  },
];

/**
 * /settings/account: password, time zone, the devices signed in, a copy of everything stored about the user,
 * deletion.
 */
export function AccountSettings() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeading
        title="Account"
        lead="Your password, your time zone, the devices you are signed in on, your data, and closing your account."
      />
      {SECTIONS.map(({ id, title, lead, body }) => (
        <section key={id} aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-8">
          <div>
            <h2 id={id} className="text-lg font-semibold text-fg">
              {title}
            </h2>
            <p className="mt-1 text-sm text-muted">{lead}</p>
          </div>
          {body}
        </section>
      ))}
    </div>
  );
}
