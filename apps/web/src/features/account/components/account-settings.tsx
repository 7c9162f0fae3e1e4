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

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-8">
      <div>
        <h2 id={id} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{lead}</p>
      </div>
      {children}
    </section>
  );
}

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
      <Section
        id="account-email"
        title="E-mail"
        lead="We send a link to the new address and a note to the current one. Nothing changes until the link is opened; you stay signed in on your devices."
      >
        <Suspense fallback={null}>
          <ChangeEmailForm />
        </Suspense>
      </Section>
      <Section
        id="account-password"
        title="Password"
        lead="Changing it signs you out on every other device and cancels any reset link you were sent."
      >
        <ChangePasswordForm />
      </Section>
      <Section
        id="account-sign-in-methods"
        title="Sign-in methods"
        lead="The ways you can sign in to this account. One always stays, so you can never lock yourself out."
      >
        <SignInMethodsList />
      </Section>
      <Section
        id="account-time-zone"
        title="Time zone"
        lead={`Your streak days and the daily XP cap are counted in this zone. It can be changed once every ${TIME_ZONE_CHANGE_DAYS} days.`}
      >
        <TimeZoneSettings />
      </Section>
      <Section
        id="account-devices"
        title="Signed-in devices"
        lead="Sign out a device you no longer use or don’t recognise."
      >
        <SignedInDevices />
      </Section>
      <Section
        id="account-data"
        title="Your data"
        lead="Download everything Teachloop stores about you: your account, challenges, teach-backs, reviews, XP, activity and circles, as JSON."
      >
        <a href={EXPORT_PATH} download className={buttonClasses({ variant: 'secondary' }, 'self-start')}>
          Download my data
        </a>
      </Section>
      <Section
        id="account-delete"
        title="Delete account"
        lead="Remove your account and everything that is yours alone. Reviews you exchanged stay with your peers, without your name."
      >
        <Suspense fallback={null}>
          <DeleteAccount />
        </Suspense>
      </Section>
    </div>
  );
}
