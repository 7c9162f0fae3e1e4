import { displayNameSchema, updateProfileRequestSchema } from '@teachloop/shared';

/** Why a display name cannot be saved, by the server's own rule (the shared schema), or undefined. */
export function nameProblem(name: string): string | undefined {
  return displayNameSchema.safeParse(name).error?.issues[0]?.message;
}

/** Why a bio cannot be saved, by the server's own rule (the shared schema), or undefined. */
export function bioProblem(bio: string): string | undefined {
  return updateProfileRequestSchema.safeParse({ bio }).error?.issues[0]?.message;
}
