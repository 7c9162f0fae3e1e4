import { displayNameProblem, FULL_NAME_MAX_LENGTH } from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { RequestErrorBanner } from '../../../../components/common/form-error-banner';
import { PageHeading } from '../../../../components/common/page-heading';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { Container } from '../../../../components/ui/page';
import { actionErrorText } from '../../../../lib/error-text';
import { useUpdateProfile } from '../../api/update-profile';
import { PROFILE_SETTINGS_TEXTS as T } from '../../profile-settings-texts';

const saveErrorText = (error: unknown) => actionErrorText(error, T.saveFailed, ['invalid_argument']);

/**
 * 'Choose your name': shown by the login guard instead of any page to a signed-in user without a display name
 * (an account made before names were required, or by Google without one). Saving it refetches the session,
 * and the page the user asked for appears.
 */
export function ChooseNameStep() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = displayNameProblem(name);
    setError(found);
    if (!found) update.mutate({ displayName: name.trim() });
  };
  return (
    <Container className="max-w-xl pb-16">
      <PageHeading title={T.chooseNameTitle} lead={T.chooseNameLead} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <RequestErrorBanner error={update.error} text={saveErrorText} />
        <TextField
          label={T.chooseNameLabel}
          error={error}
          value={name}
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? T.saving : T.chooseNameSave}
        </Button>
      </form>
    </Container>
  );
}
