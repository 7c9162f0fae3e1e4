import { levelProgress, type Profile } from '@teachloop/shared';
import { badgeName } from './components/badge-name';
import { formatNumber } from '../../lib/format-number';

/**
 * What is worth celebrating between two readings of the same user's profile: XP gained ('+15 XP'), a new level
 * ('Level 3!') and each badge that arrived ('Badge earned: First Teach-back'). Nothing for another user, a loss
 * or no change.
 */
export function celebrationsBetween(previous: Profile, next: Profile): string[] {
  if (previous.id !== next.id) return [];
  const messages: string[] = [];
  const gained = next.xp - previous.xp;
  if (gained > 0) messages.push(`+${formatNumber(gained)} XP`);
  const levelBefore = levelProgress(previous.xp).level;
  const levelAfter = levelProgress(next.xp).level;
  if (levelAfter > levelBefore) messages.push(`Level ${levelAfter}!`);
  for (const badge of next.badges) {
    if (!previous.badges.includes(badge)) messages.push(`Badge earned: ${badgeName(badge)}`);
  }
  return messages;
}
