import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { ApiError } from '../../../lib/api-client';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { signInErrorText, useSignInWithEmail } from '../api/sign-in-with-email';
import type { LoginValues } from '../schemas/login-schema';
import { ForgotPassword } from './forgot-password';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { PasswordField } from '../../../components/common/password-field';
import { takeSignedOutNotice } from '../signed-out-notice';

const login = lazyResolver<LoginValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.loginResolver),
);

// Shown only after a throttled sign-in, so its code stays out of the login page's first load.
const SignInLinkOffer = lazy(() =>
  import('./sign-in-link-offer').then((module) => ({ default: module.SignInLinkOffer })),
);

const EMPTY: LoginValues = { email: '', password: '' };

/** Email and password login, with the 'Forgot password?' panel below it. */
export function LoginForm() {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, submitCount },
  } = useForm<LoginValues>({ resolver: login.resolver, mode: 'all', defaultValues: EMPTY });
  useEffect(() => login.preload(), []);
  const signIn = useSignInWithEmail();
  const bannerId = useId();
  // A suspension that signed this tab out while a page was open: said here until the next attempt.
  const [signedOut] = useState(takeSignedOutNotice);

  // A short password is said under its field like the e-mail's errors, from the first submit on (not while
  // first typing). The banner is for what the server answers (wrong credentials, too many attempts).
  const passwordError = submitCount > 0 ? errors.password?.message : undefined;
  const banner = signIn.error ? signInErrorText(signIn.error) : signIn.isIdle ? signedOut : null;
  // Password sign-in is throttled for the account (429): the owner can still get in by an e-mailed link.
  const throttledEmail =
    signIn.error instanceof ApiError && signIn.error.status === 429 ? signIn.variables?.email : undefined;

  const onSubmit = handleSubmit(
    (values) => signIn.mutate(values),
    () => signIn.reset(),
  );

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormErrorBanner id={bannerId} message={banner} focusKey={signIn.error} />
        {banner?.startsWith(AUTH_MESSAGES.userDisabled) ? (
          <p className="text-sm">
            Think this is a mistake?{' '}
            <Link to="/contact" className="rounded font-semibold text-primary hover:underline">
              Contact us
            </Link>{' '}
            to appeal.
          </p>
        ) : null}
        {throttledEmail ? (
          <Suspense fallback={null}>
            <SignInLinkOffer email={throttledEmail} />
          </Suspense>
        ) : null}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={passwordError}
          {...register('password')}
        />
        <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
          {signIn.isPending ? 'Signing you in…' : 'Log in'}
        </Button>
      </form>
      <ForgotPassword getLoginEmail={() => getValues('email')} />
    </>
  );
}
