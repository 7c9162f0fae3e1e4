/** The challenge screens' own texts (spec sections 2 and 8); shared texts live in @teachloop/shared. */
export const CHALLENGE_TEXTS = {
  updateFailed: 'Couldn’t update the challenge.',
  empty: 'You have no challenges. Create one to get started.',
  noMatch: (query: string) => `No challenges match “${query}”.`,
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'challenge' : 'challenges'}`
      : `${shown} of ${total} challenges`,
} as const;

export function challengeWorkPath(id: string): string {
  return `/challenges/${encodeURIComponent(id)}/work`;
}
