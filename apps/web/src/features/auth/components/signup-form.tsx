import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { signUpErrorText, useSignUpWithEmail } from '../api/sign-up-with-email';
import type { SignupValues } from '../schemas/signup-schema';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { CheckInbox } from './check-inbox';
import { NewPasswordFields } from './new-password-fields';

const signup = lazyResolver<SignupValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.signupResolver),
);

const EMPTY: SignupValues = { name: '', email: '', password: '', confirm: '' };

/** The signup form. Once sent it gives way to 'Check your inbox': sign-up signs nobody in. */
export function SignupForm() {
  const form = useForm<SignupValues>({ resolver: signup.resolver, mode: 'all', defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  useEffect(() => signup.preload(), []);
  const signUp = useSignUpWithEmail();

  const onSubmit = form.handleSubmit(
    // The schema trims the name, so an empty or blank one is sent as ''.
    ({ name, email, password }) => signUp.mutate({ name, email, password }),
    () => signUp.reset(),
  );

  if (signUp.isSuccess) return <CheckInbox email={signUp.variables.email} />;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <RequestErrorBanner error={signUp.error} text={signUpErrorText} />
      <TextField
        label="Full Name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordFields form={form} />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
