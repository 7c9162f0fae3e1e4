import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account';
import { AUTH_MESSAGES } from './auth-messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);
const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong);

export const changePasswordSchema = z.object({ currentPassword, newPassword });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** One signed-in device as its owner sees it: never the session token, only its public id. */
const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  lastActiveAt: z.number(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  current: z.boolean(),
  /** Whether this device receives push notifications (it holds a push subscription). */
  push: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.deleteConfirmPassword })
    .min(1, ACCOUNT_MESSAGES.deleteConfirmPassword)
    .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong),
});

/** PUT /api/account/time-zone: the IANA zone the user's days (streak, daily XP cap) are counted in. */
export const changeTimeZoneSchema = z.object({
  timeZone: z
    .string({ error: ACCOUNT_MESSAGES.timeZoneUnknown })
    .min(1, ACCOUNT_MESSAGES.timeZoneUnknown)
    .max(100, ACCOUNT_MESSAGES.timeZoneUnknown),
});
export type ChangeTimeZone = z.infer<typeof changeTimeZoneSchema>;

/** GET and PUT /api/account/time-zone: the stored zone, and when it may next be changed (null: now). */
export const timeZoneSettingSchema = z.object({
  timeZone: z.string(),
  nextChangeAt: z.number().nullable(),
});
export type TimeZoneSetting = z.infer<typeof timeZoneSettingSchema>;
