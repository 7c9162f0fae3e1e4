import {
  NOTIFICATION_KIND_SETTINGS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPreferences,
} from '@teachloop/shared';
import { useOptimistic, useTransition } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { Spinner } from '../../../components/ui/page';
import { loadErrorText } from '../../../lib/error-text';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';

/**
 * /settings/notifications: one checkbox per kind, 'E-mail me too'. Each change is saved at once and the result
 * announced ('Saved.' or the failure) in a polite status region.
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
      {preferences.isPending ? (
        <Spinner label={T.loading} />
      ) : preferences.isError ? (
        <LoadFailure
          message={loadErrorText(preferences.error, NOTIFICATION_MESSAGES.loadFailed)}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <PreferenceList preferences={preferences.data.preferences} save={save.mutateAsync} />
      )}
      <p role="status" className="mt-4 min-h-5 text-sm font-medium text-muted">
        {save.isError ? T.saveFailed : save.isSuccess ? T.saved : ''}
      </p>
    </>
  );
}

type Preference = NotificationPreferences['preferences'][number];
type Save = ReturnType<typeof useSavePreferences>['mutateAsync'];

/**
 * The checkboxes. A box shows its new state as soon as it is pressed (useOptimistic) and goes back by itself if
 * the save fails; the boxes wait while a save is on its way, so two saves never cross.
 */
function PreferenceList({ preferences, save }: { preferences: Preference[]; save: Save }) {
  const [shown, showChange] = useOptimistic(preferences, (current, change: Preference) =>
    current.map((preference) => (preference.kind === change.kind ? change : preference)),
  );
  const [saving, startSaving] = useTransition();
  const toggle = (kind: NotificationKind, email: boolean) =>
    startSaving(async () => {
      const change: Preference = { kind, delivery: email ? 'email' : 'in_app' };
      showChange(change);
      // A failure is announced below (the mutation's state); the box returns to what the server holds.
      await save({ preferences: [change] }).catch(() => undefined);
    });

  return (
    <fieldset className="rounded-card border border-line bg-surface shadow-sm">
      <legend className="sr-only">{T.emailLabel}</legend>
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 text-sm font-semibold text-muted sm:px-5">
        <span aria-hidden>What happened</span>
        <span aria-hidden>{T.emailLabel}</span>
      </div>
      <ul className="divide-y divide-line">
        {shown.map(({ kind, delivery }) => (
          <li key={kind}>
            <label className="flex cursor-pointer items-center justify-between gap-4 px-4 py-3 sm:px-5">
              <span className="text-sm text-fg">{NOTIFICATION_KIND_SETTINGS[kind].label}</span>
              <input
                type="checkbox"
                checked={delivery === 'email'}
                disabled={saving}
                onChange={(event) => toggle(kind, event.target.checked)}
                className="size-5 shrink-0 accent-primary"
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
