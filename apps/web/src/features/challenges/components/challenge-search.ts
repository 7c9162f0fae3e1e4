import type { Challenge } from '@teachloop/shared';
import { statusLabel } from '../../../lib/status-label';

/**
 * Spec: the search box matches title, topic, level, status, author and tags. Case-insensitive; the status
 * matches as stored ('in_progress') and as shown ('In progress'); every word typed must match somewhere.
 */
export function matchesChallenge(challenge: Challenge, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    challenge.title,
    challenge.topic,
    challenge.level,
    challenge.status,
    statusLabel(challenge.status),
    challenge.author,
    ...challenge.tags,
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
