import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { signUpErrorText, useSignUpWithEmail } from '../api/sign-up-with-email';
import type { SignupValues } from '../schemas/signup-schema';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { NewPasswordFields } from './new-password-fields';

const signup = lazyResolver<SignupValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.signupResolver),
);

const EMPTY: SignupValues = { name: '', email: '', password: '', confirm: '' };

/** The signup form. On success the session names the new user and the page redirects (see GuestOnly). */
export function SignupForm() {
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: signup.resolver, mode: 'all', defaultValues: EMPTY });
  useEffect(() => signup.preload(), []);
  const signUp = useSignUpWithEmail();

  const onSubmit = handleSubmit(
    // The schema trims the name, so an empty or blank one is sent as ''.
    ({ name, email, password }) => signUp.mutate({ name, email, password }),
    () => signUp.reset(),
  );

  // A confirmation typed first must be checked again when the password changes.
  const revalidateConfirm = () => {
    if (getValues('confirm') !== '') void trigger('confirm');
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrorBanner
        message={signUp.error ? signUpErrorText(signUp.error) : null}
        focusKey={signUp.error}
      />
      <TextField
        label="Full Name (optional)"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        password={register('password', { onChange: revalidateConfirm })}
        confirm={register('confirm')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm?.message}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
