import { AVATAR_LIMITS, AVATAR_TYPES, PROFILE_MESSAGES, type Profile } from '@teachloop/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormErrorBanner } from '../../../../components/common/form-error-banner';
import { Alert } from '../../../../components/ui/alert';
import { Avatar, initialOfName } from '../../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { actionErrorText } from '../../../../lib/error-text';
import { useRemoveAvatar, useUploadAvatar } from '../../api/update-profile';
import { PROFILE_SETTINGS_TEXTS as T } from '../../profile-settings-texts';

/** A fast answer before uploading; the server still decides by the file's bytes. */
function photoFileProblem(file: File): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.avatarWrongType;
  if (file.size > AVATAR_LIMITS.maxBytes) return PROFILE_MESSAGES.avatarTooLarge;
  if (file.size === 0) return PROFILE_MESSAGES.avatarEmpty;
  return undefined;
}

const photoErrorText = (error: unknown) =>
  actionErrorText(error, T.photoFailed, ['invalid_argument', 'payload_too_large']);

/** The photo (or the initial on its colour), 'Upload photo' (a labelled file input) and 'Remove photo'. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const failure =
    problem ??
    (upload.error ? photoErrorText(upload.error) : null) ??
    (remove.error ? photoErrorText(remove.error) : null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setDone(null);
    upload.reset();
    remove.reset();
    if (!file) return;
    const found = photoFileProblem(file);
    setProblem(found ?? null);
    if (!found) upload.mutate(file, { onSuccess: () => setDone(T.photoSaved) });
  };

  return (
    <div className="flex flex-col gap-4">
      <FormErrorBanner message={failure} focusKey={failure} />
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          data-testid="settings-avatar"
          photoURL={profile.photoURL}
          initial={initialOfName(profile.displayName ?? '')}
          seed={profile.id}
          className="size-24 text-4xl font-bold ring-4 ring-surface-2"
        />
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={buttonClasses(
              { variant: 'secondary' },
              busy ? 'pointer-events-none opacity-60' : 'cursor-pointer focus-within:ring-2',
            )}
          >
            {upload.isPending ? T.uploading : T.uploadPhoto}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              onChange={pick}
            />
          </label>
          {profile.photoURL ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setProblem(null);
                setDone(null);
                upload.reset();
                remove.mutate(undefined, { onSuccess: () => setDone(T.photoRemoved) });
              }}
            >
              {remove.isPending ? T.removing : T.removePhoto}
            </Button>
          ) : null}
        </div>
      </div>
      {done ? <Alert tone="success">{done}</Alert> : null}
    </div>
  );
}
