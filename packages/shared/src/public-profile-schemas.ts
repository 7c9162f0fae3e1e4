import { z } from 'zod';
import { HANDLE_LIMITS, HANDLE_PATTERN, PUBLIC_PROFILE_MESSAGES } from './public-profile';
import { BADGE_IDS } from './xp/badges';

export const handleSchema = z
  .string()
  .trim()
  .min(HANDLE_LIMITS.min, PUBLIC_PROFILE_MESSAGES.handleTooShort)
  .max(HANDLE_LIMITS.max, PUBLIC_PROFILE_MESSAGES.handleTooLong)
  .regex(HANDLE_PATTERN, PUBLIC_PROFILE_MESSAGES.handleCharacters);

/** GET/PATCH /api/profile/visibility: the handle and the two switches (settings, Profile page). */
export const profileVisibilitySchema = z.object({
  handle: z.string(),
  publicProfile: z.boolean(),
  showOnLeaderboards: z.boolean(),
});
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;
export const profileVisibilityResponseSchema = z.object({ visibility: profileVisibilitySchema });
export type ProfileVisibilityResponse = z.infer<typeof profileVisibilityResponseSchema>;
export const updateProfileVisibilitySchema = z
  .object({ handle: handleSchema, publicProfile: z.boolean(), showOnLeaderboards: z.boolean() })
  .partial()
  .strict();
export type UpdateProfileVisibility = z.infer<typeof updateProfileVisibilitySchema>;

/** A verified skill as anyone may see it: how many peers rated it 4+ stars, and who, when they signed. */
const publicSkillSchema = z.object({
  topic: z.string(),
  verifiedAt: z.number(),
  peers: z.number(),
  reviews: z.array(z.object({ rating: z.number(), reviewer: z.string().nullable() })),
});

/** GET /api/public-profiles/{handle}: a profile its owner made public. */
export const publicProfileSchema = z.object({
  /** The owner's id: what a signed-in reader blocks them by; their photo's address holds it too. */
  userId: z.string(),
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  level: z.number(),
  xp: z.number(),
  badges: z.array(z.object({ id: z.enum(BADGE_IDS), earnedAt: z.number() })),
  verifiedSkills: z.array(publicSkillSchema),
  teachbacksCompleted: z.number(),
  reviewsGiven: z.number(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
