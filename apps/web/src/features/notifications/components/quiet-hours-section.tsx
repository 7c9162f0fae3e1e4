import { NOTIFICATION_MESSAGES, PUSH_TEXTS, type QuietHours } from '@teachloop/shared';
import { MoonStar } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { Spinner } from '../../../components/ui/page';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { loadErrorText } from '../../../lib/error-text';
import { useQuietHours, useSaveQuietHours } from '../api/quiet-hours';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';

/** Every whole hour, as the reader's locale writes a time ('10:00 PM' or '22:00'). */
function hourOptions(): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  return Array.from({ length: 24 }, (_, hour) => ({
    value: String(hour),
    label: format.format(new Date(2000, 0, 1, hour)),
  }));
}

/**
 * 'Quiet hours': From and To, each a whole hour of the user's own day; nothing is pushed in between. A change
 * is saved at once, like the switches, and goes back by itself if the save fails.
 */
export function QuietHoursSection() {
  const hours = useQuietHours();
  return (
    <SectionCard title={PUSH_TEXTS.quietHoursTitle} icon={MoonStar} cardClassName="gap-3">
      <p className="text-sm text-muted">{PUSH_TEXTS.quietHoursHelp}</p>
      {hours.isPending ? (
        <Spinner label={T.loading} />
      ) : hours.isError ? (
        <LoadFailure
          message={loadErrorText(hours.error, NOTIFICATION_MESSAGES.loadFailed)}
          onRetry={() => void hours.refetch()}
        />
      ) : (
        <QuietHoursForm saved={hours.data} />
      )}
    </SectionCard>
  );
}

function QuietHoursForm({ saved }: { saved: QuietHours }) {
  const save = useSaveQuietHours();
  const [options] = useState(hourOptions);
  // The selects stay usable while a save is on its way (a closed select's arrow keys change it step by step);
  // the saves run one after another, and a failed one puts back what the server holds.
  const [shown, setShown] = useState(saved);
  const held = useRef(saved);
  useEffect(() => {
    held.current = saved;
  }, [saved]);
  const change = (next: QuietHours) => {
    setShown(next);
    save.mutate(next, { onError: () => setShown(held.current) });
  };
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <SelectField
          label={PUSH_TEXTS.quietFrom}
          options={options}
          value={String(shown.start)}
          onChange={(event) => change({ ...shown, start: Number(event.target.value) })}
        />
        <SelectField
          label={PUSH_TEXTS.quietTo}
          options={options}
          value={String(shown.end)}
          onChange={(event) => change({ ...shown, end: Number(event.target.value) })}
        />
      </div>
      {shown.start === shown.end ? <p className="text-sm text-muted">{T.neverQuiet}</p> : null}
      <p role="status" className="min-h-5 text-sm font-medium text-muted">
        {save.isError ? T.saveFailed : save.isSuccess ? T.saved : ''}
      </p>
    </>
  );
}
