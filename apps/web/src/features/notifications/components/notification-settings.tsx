import {
  NOTIFICATION_KIND_SETTINGS,
  NOTIFICATION_MESSAGES,
  PUSH_TEXTS,
  type NotificationPreferences,
} from '@teachloop/shared';
import { ListChecks } from 'lucide-react';
import { useOptimistic, useTransition } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { Spinner } from '../../../components/ui/page';
import { SectionCard } from '../../../components/ui/section-card';
import { loadErrorText } from '../../../lib/error-text';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';
import { PushSection } from './push-section';
import { QuietHoursSection } from './quiet-hours-section';

/**
 * /settings/notifications: this device's push notifications, then one row per kind with its Push and E-mail
 * switches, then the quiet hours. Each change is saved at once and the result announced ('Saved.' or the
 * failure) in its section's polite status region.
 */
export function NotificationSettings() {
  const preferences = usePreferences();
  const save = useSavePreferences();

  return (
    <>
      <PageHeading
        back={{ to: '/notifications', label: 'Back to notifications' }}
        title={T.settingsTitle}
        lead={T.settingsLead}
      />
      <div className="flex flex-col gap-6">
        <PushSection />
        <SectionCard title={T.kindsTitle} icon={ListChecks} cardClassName="gap-3 p-4 sm:p-6">
          <p className="text-sm text-muted">{T.kindsHelp}</p>
          {preferences.isPending ? (
            <Spinner label={T.loading} />
          ) : preferences.isError ? (
            <LoadFailure
              message={loadErrorText(preferences.error, NOTIFICATION_MESSAGES.loadFailed)}
              onRetry={() => void preferences.refetch()}
            />
          ) : (
            <PreferenceTable preferences={preferences.data.preferences} save={save.mutateAsync} />
          )}
          <p role="status" className="min-h-5 text-sm font-medium text-muted">
            {save.isError ? T.saveFailed : save.isSuccess ? T.saved : ''}
          </p>
        </SectionCard>
        <QuietHoursSection />
      </div>
    </>
  );
}

type Preference = NotificationPreferences['preferences'][number];
type Save = ReturnType<typeof useSavePreferences>['mutateAsync'];
type Change = Pick<Preference, 'kind' | 'delivery'> & { push?: boolean };

const CELL = 'w-16 px-2 py-3 text-center sm:w-20';

/**
 * The switches, one row per kind: Push, then E-mail. A box shows its new state as soon as it is pressed
 * (useOptimistic) and goes back by itself if the save fails; the boxes wait while a save is on its way, so two
 * saves never cross. An e-mail change sends the delivery alone, a push change the push switch with it.
 */
function PreferenceTable({ preferences, save }: { preferences: Preference[]; save: Save }) {
  const [shown, showChange] = useOptimistic(preferences, (current, change: Change) =>
    current.map((preference) =>
      preference.kind === change.kind
        ? { ...preference, delivery: change.delivery, push: change.push ?? preference.push }
        : preference,
    ),
  );
  const [saving, startSaving] = useTransition();
  const change = (next: Change) =>
    startSaving(async () => {
      showChange(next);
      // A failure is announced below (the mutation's state); the box returns to what the server holds.
      await save({ preferences: [next] }).catch(() => undefined);
    });

  return (
    <div className="-mx-4 sm:-mx-6">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{T.kindsTitle}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-4 py-2 text-left font-semibold sm:px-6">
              {T.whatHappened}
            </th>
            <th scope="col" className="w-16 px-2 py-2 text-center font-semibold whitespace-nowrap sm:w-20">
              {PUSH_TEXTS.pushColumn}
            </th>
            <th
              scope="col"
              className="w-16 py-2 pr-4 pl-2 text-center font-semibold whitespace-nowrap sm:w-20 sm:pr-6"
            >
              {PUSH_TEXTS.emailColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {shown.map(({ kind, delivery, push }) => {
            const label = NOTIFICATION_KIND_SETTINGS[kind].label;
            return (
              <tr key={kind}>
                <th scope="row" className="px-4 py-3 text-left font-normal text-fg sm:px-6">
                  {label}
                </th>
                <td className={CELL}>
                  <input
                    type="checkbox"
                    aria-label={T.switchLabel(label, PUSH_TEXTS.pushColumn)}
                    checked={push}
                    disabled={saving}
                    onChange={(event) => change({ kind, delivery, push: event.target.checked })}
                    className="size-5 cursor-pointer align-middle accent-primary"
                  />
                </td>
                <td className={`${CELL} pr-4 sm:pr-6`}>
                  <input
                    type="checkbox"
                    aria-label={T.switchLabel(label, PUSH_TEXTS.emailColumn)}
                    checked={delivery === 'email'}
                    disabled={saving}
                    onChange={(event) =>
                      change({ kind, delivery: event.target.checked ? 'email' : 'in_app' })
                    }
                    className="size-5 cursor-pointer align-middle accent-primary"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
