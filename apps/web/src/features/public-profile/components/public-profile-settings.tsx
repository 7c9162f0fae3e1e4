import { handleProblem, publicProfilePath, type ProfileVisibility } from '@teachloop/shared';
import { Globe } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/common/load-failure';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/error-text';
import { useSaveVisibility, useVisibility } from '../api/visibility';
import { PUBLIC_PROFILE_TEXTS as T } from '../public-profile-texts';

/**
 * Settings' Public profile section: the handle of /u/{handle} (checked here and on the server: taken or
 * invalid handles say why beside the field), the 'Public profile' switch (off by default) and 'Show me on
 * leaderboards' (on by default). Each switch saves at once; the outcome is announced in a status region.
 */
export function PublicProfileSettings() {
  const visibility = useVisibility();
  return (
    <SectionCard title={T.settingsTitle} icon={Globe} cardClassName="gap-4 p-5 sm:p-6">
      <p className="text-sm text-muted">{T.settingsLead}</p>
      {visibility.isPending ? (
        <Spinner label={T.loading} />
      ) : visibility.isError ? (
        <LoadFailure
          message={loadErrorText(visibility.error, T.loadFailed)}
          onRetry={() => void visibility.refetch()}
        />
      ) : (
        <VisibilityForm visibility={visibility.data} />
      )}
    </SectionCard>
  );
}

/** The server's reason for refusing a handle (taken, invalid, too many tries), else the generic failure. */
function handleErrorOf(error: unknown): string {
  const said = ['conflict', 'invalid_argument', 'resource_exhausted'];
  return error instanceof ApiError && said.includes(error.code) ? error.message : T.saveFailed;
}

function VisibilityForm({ visibility }: { visibility: ProfileVisibility }) {
  const save = useSaveVisibility();
  const [handle, setHandle] = useState(visibility.handle);
  const [handleError, setHandleError] = useState<string | undefined>();
  const [status, setStatus] = useState('');

  const saveChange = async (change: Parameters<typeof save.mutateAsync>[0]) => {
    setStatus('');
    try {
      await save.mutateAsync(change);
      setStatus(T.saved);
      return true;
    } catch (error) {
      if (change.handle !== undefined) setHandleError(handleErrorOf(error));
      else setStatus(T.saveFailed);
      return false;
    }
  };

  const submitHandle = (event: FormEvent) => {
    event.preventDefault();
    const wanted = handle.trim();
    const problem = handleProblem(wanted);
    if (problem) {
      setHandleError(problem);
      return;
    }
    setHandleError(undefined);
    void saveChange({ handle: wanted });
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={submitHandle} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={T.handleLabel}
            name="handle"
            autoComplete="off"
            spellCheck={false}
            value={handle}
            error={handleError}
            hint={T.handleHint(`${window.location.origin}/u/${handle.trim().toLowerCase()}`)}
            onChange={(event) => {
              setHandle(event.target.value);
              setHandleError(undefined);
            }}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending} className="sm:mt-7">
          {T.save}
        </Button>
      </form>
      <Switch
        label={T.publicLabel}
        hint={T.publicHint}
        checked={visibility.publicProfile}
        disabled={save.isPending}
        onChange={(on) => void saveChange({ publicProfile: on })}
      />
      {visibility.publicProfile ? (
        <Link
          to={publicProfilePath(visibility.handle)}
          className="text-sm font-medium text-primary underline"
        >
          {T.viewPage}
        </Link>
      ) : null}
      <Switch
        label={T.leaderboardsLabel}
        hint={T.leaderboardsHint}
        checked={visibility.showOnLeaderboards}
        disabled={save.isPending}
        onChange={(on) => void saveChange({ showOnLeaderboards: on })}
      />
      <p role="status" className="min-h-5 text-sm font-medium text-muted">
        {status}
      </p>
    </div>
  );
}

/** A labelled on/off switch (a checkbox with the switch role), its hint read as its description. */
function Switch(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {props.hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
      />
    </div>
  );
}
