import { TIME_ZONE_CHANGE_DAYS } from '@teachloop/shared';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../../components/common/page-heading';
import { buttonClasses } from '../../../../components/ui/button';
import { EXPORT_PATH } from '../../api/account';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { SignedInDevices } from './signed-in-devices';
import { TimeZoneSettings } from './time-zone-settings';

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
        id="account-password"
        title="Password"
        lead="Changing it signs you out on every other device and cancels any reset link you were sent."
      >
        <ChangePasswordForm />
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
        <DeleteAccount />
      </Section>
    </div>
  );
}
