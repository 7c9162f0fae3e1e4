/**
 * Verified skills: a topic becomes verified for a user when at least 2 different peers have rated that user's
 * teach-backs on it 4 stars or more. Once verified, a skill stays verified (like a badge).
 */
export const VERIFIED_MIN_PEERS = 2;
export const VERIFIED_MIN_STARS = 4;
export const VERIFIED_RULE = `A topic is verified when at least ${VERIFIED_MIN_PEERS} different peers rate your teach-backs on it ${VERIFIED_MIN_STARS} stars or more.`;

export interface TopicRating {
  reviewerId: string;
  rating: number | null;
}

/** True when these ratings of one user's teach-backs on one topic verify it. */
export function verifiesSkill(ratings: readonly TopicRating[]): boolean {
  const peers = new Set(
    ratings.filter((entry) => (entry.rating ?? 0) >= VERIFIED_MIN_STARS).map((entry) => entry.reviewerId),
  );
  return peers.size >= VERIFIED_MIN_PEERS;
}
