import type { ReactNode } from 'react';
import { PageHeading } from '../../../../components/common/page-heading';
import { buttonClasses } from '../../../../components/ui/button';
import { EXPORT_PATH } from '../../api/account';
import { ChangePasswordForm } from './change-password-form';
import { SignedInDevices } from './signed-in-devices';

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

/** /settings/account: password, the devices signed in, and a copy of everything stored about the user. */
export function AccountSettings() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title="Account" lead="Your password, the devices you are signed in on, and your data." />
      <Section
        id="account-password"
        title="Password"
        lead="Changing it signs you out on every other device and cancels any reset link you were sent."
      >
        <ChangePasswordForm />
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
    </div>
  );
}
