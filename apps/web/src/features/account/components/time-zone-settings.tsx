import { ACCOUNT_MESSAGES, type TimeZoneSetting } from '@teachloop/shared';
import { useId, useState, type FormEvent } from 'react';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { LoadFailure } from '../../../components/common/load-failure';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { SelectField } from '../../../components/ui/select-field';
import { browserTimeZone } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { listedTimeZones, timeZoneLabel, timeZoneOptions } from '../../../lib/time-zones';
import { timeZoneErrorText, useChangeTimeZone, useTimeZoneSetting } from '../api/time-zone';

const LABEL = 'Time zone';

/** The picker: every zone the browser lists (its own first), or a text field where it lists none. */
function ZoneInput({
  saved,
  value,
  onChange,
}: {
  saved: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  // Read once: the list is hundreds of names, and neither it nor the browser's zone changes while the page is open.
  const [zones] = useState(listedTimeZones);
  const [browser] = useState(browserTimeZone);
  if (!zones)
    return (
      <TextField
        label={LABEL}
        hint={`A time zone name such as ${browser || 'Europe/Paris'}.`}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <SelectField
      label={LABEL}
      options={timeZoneOptions(zones, saved, browser)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function TimeZoneForm({ setting }: { setting: TimeZoneSetting }) {
  const [zone, setZone] = useState(setting.timeZone);
  const change = useChangeTimeZone();
  const lockedId = useId();
  const locked = setting.nextChangeAt !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ timeZone: zone.trim() });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <RequestErrorBanner error={change.error} text={timeZoneErrorText} />
      {change.isSuccess ? <Alert tone="success">{ACCOUNT_MESSAGES.timeZoneSaved}</Alert> : null}
      <p className="text-sm text-fg">
        Saved time zone: <strong className="font-semibold">{timeZoneLabel(setting.timeZone)}</strong>
      </p>
      <ZoneInput
        saved={setting.timeZone}
        value={zone}
        onChange={(next) => {
          setZone(next);
          change.reset();
        }}
      />
      {setting.nextChangeAt !== null ? (
        <p id={lockedId} className="text-sm text-muted">
          You can change it again on {formatDate(setting.nextChangeAt)}.
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={locked || change.isPending}
        aria-describedby={locked ? lockedId : undefined}
        className="self-start"
      >
        {change.isPending ? 'Saving…' : 'Save time zone'}
      </Button>
    </form>
  );
}

/** The zone the user's days (streak, daily XP cap) are counted in: shown, and changed at most once a week. */
export function TimeZoneSettings() {
  const setting = useTimeZoneSetting();
  if (setting.isPending) return <Spinner label="Loading your time zone…" />;
  if (setting.isError)
    return (
      <LoadFailure
        message={loadErrorText(setting.error, 'Couldn’t load your time zone.')}
        onRetry={() => void setting.refetch()}
      />
    );
  return <TimeZoneForm setting={setting.data} />;
}
