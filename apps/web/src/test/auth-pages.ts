import { screen } from '@testing-library/react';
import { findPageHeading, renderAuthRoute } from './render-auth-route';

type Entry = Parameters<typeof renderAuthRoute>[0];

/** Opens /login (or the given entry) and finds its form the way a user would. */
export async function openLogin(entry: Entry = '/login') {
  const { user } = renderAuthRoute(entry);
  await findPageHeading('Log in');
  return {
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => screen.getByRole('button', { name: /^(log in|signing you in…)$/i }),
  };
}
export type LoginForm = Awaited<ReturnType<typeof openLogin>>;

export async function submitValidLogin(form: LoginForm) {
  await form.user.type(form.email, ' ada@example.com ');
  await form.user.type(form.password, 'correct horse');
  await form.user.click(form.submit());
}

export async function openSignup() {
  const { user } = renderAuthRoute('/signup');
  await findPageHeading('Create your account');
  return {
    user,
    name: screen.getByLabelText('Full Name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    submit: () => screen.getByRole('button', { name: /^(create account|creating your account…)$/i }),
  };
}
export type SignupForm = Awaited<ReturnType<typeof openSignup>>;

export async function fillValidSignup(form: SignupForm, name = '  Ada Lovelace ') {
  if (name) await form.user.type(form.name, name);
  await form.user.type(form.email, 'ada@example.com');
  await form.user.type(form.password, 'correct horse');
  await form.user.type(form.confirm, 'correct horse');
}

/** Opens /login or /signup and returns its Google button, whatever it currently reads. */
export async function openGooglePage(entry: Entry = '/login') {
  renderAuthRoute(entry);
  const isSignup = (typeof entry === 'string' ? entry : entry.pathname) === '/signup';
  await findPageHeading(isSignup ? 'Create your account' : 'Log in');
  const label = isSignup ? 'Sign up with Google' : 'Continue with Google';
  return { button: () => screen.getByRole('button', { name: new RegExp(`^(${label}|Preparing Google…)$`) }) };
}
