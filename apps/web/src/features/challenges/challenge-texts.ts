import { countOf } from '@teachloop/shared';

/** The challenge screens' own texts (spec sections 2 and 8); shared texts live in @teachloop/shared. */
export const CHALLENGE_TEXTS = {
  updateFailed: 'Couldn’t update the challenge.',
  empty: 'You have no challenges. Create one to get started.',
  noMatch: (query: string) => `No challenges match “${query}”.`,
  /** `more`: the server holds more than the `total` loaded ('200+ challenges'). */
  count: (shown: number, total: number, more = false) =>
    shown === total && !more
      ? countOf(total, 'challenge')
      : shown === total
        ? `${total}+ challenges`
        : `${shown} of ${total}${more ? '+' : ''} challenges`,
} as const;

export function challengeWorkPath(id: string): string {
  return `/challenges/${encodeURIComponent(id)}/work`;
}
