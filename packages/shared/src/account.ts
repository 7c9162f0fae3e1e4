import { TIME_ZONE_CHANGE_DAYS } from './xp/fair-play';

/** Texts of the account settings (change password, sessions, export, delete). */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  sessionEnded: 'Signed out on that device.',
  otherSessionsEnded: 'Signed out on every other device.',
  deleteConfirmPassword: 'Enter your password to delete your account.',
  noPasswordAccount:
    'This account signs in with Google and has no password to check. Set one with “Forgot password?” on the sign-in page first.',
  timeZoneUnknown: 'Choose a time zone from the list.',
  timeZoneTooSoon: `Your time zone can be changed once every ${TIME_ZONE_CHANGE_DAYS} days.`,
  timeZoneSaved: 'Time zone saved.',
} as const;
