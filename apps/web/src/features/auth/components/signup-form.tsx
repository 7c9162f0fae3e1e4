import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { signUpErrorText, useSignUpWithEmail } from '../api/sign-up-with-email';
import type { SignupValues } from '../schemas/signup-schema';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { NewPasswordFields } from '../../../components/common/new-password-fields';

const signup = lazyResolver<SignupValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.signupResolver),
);

const EMPTY: SignupValues = { name: '', email: '', password: '', confirm: '' };

/** The signup form. A new account is signed in, and the page goes on to /dashboard (GuestOnly). */
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
