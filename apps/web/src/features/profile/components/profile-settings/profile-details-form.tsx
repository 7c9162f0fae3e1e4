import {
  BIO_MAX_LENGTH,
  bioProblem,
  displayNameProblem,
  FULL_NAME_MAX_LENGTH,
  type Profile,
} from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { RequestErrorBanner } from '../../../../components/common/form-error-banner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { actionErrorText } from '../../../../lib/error-text';
import { useUpdateProfile } from '../../api/update-profile';
import { PROFILE_SETTINGS_TEXTS as T } from '../../profile-settings-texts';

const saveErrorText = (error: unknown) => actionErrorText(error, T.saveFailed, ['invalid_argument']);

/** The display name (required) and the bio (up to 280 characters, with a counter), saved together. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const [name, setName] = useState(profile.displayName ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [errors, setErrors] = useState<{ name?: string; bio?: string }>({});
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: displayNameProblem(name), bio: bioProblem(bio) };
    setErrors(found);
    if (found.name || found.bio) return;
    update.mutate({ displayName: name.trim(), bio: bio.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <RequestErrorBanner error={update.error} text={saveErrorText} />
      <TextField
        label={T.nameLabel}
        hint={T.nameHint}
        error={errors.name}
        value={name}
        required
        maxLength={FULL_NAME_MAX_LENGTH}
        autoComplete="name"
        onChange={(event) => {
          setName(event.target.value);
          update.reset();
        }}
      />
      <TextAreaField
        label={T.bioLabel}
        hint={<span aria-live="polite">{T.bioCount(bio.length)}</span>}
        error={errors.bio}
        value={bio}
        maxLength={BIO_MAX_LENGTH}
        rows={4}
        onChange={(event) => {
          setBio(event.target.value);
          update.reset();
        }}
      />
      {update.isSuccess ? <Alert tone="success">{T.saved}</Alert> : null}
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
