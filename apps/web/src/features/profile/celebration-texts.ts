import { countOf } from '@teachloop/shared';
import { formatNumber } from '../../lib/format-number';

/** What the XP celebration says: the small note for XP, and the moment for a level or a badge. */
export const CELEBRATION_TEXTS = {
  dismiss: 'Dismiss',
  xp: (xp: number) => `+${formatNumber(xp)} XP`,
  levelTitle: (level: number) => `Level ${level}!`,
  levelLead: 'You reached a new level. Keep teaching back and reviewing to reach the next one.',
  badgeTitle: (count: number) => (count === 1 ? 'Badge earned!' : `${countOf(count, 'badge')} earned!`),
  badgeLead: 'Your new badges show on your portfolio.',
  badgeLabel: 'Badges earned',
  badgeEarned: (name: string) => `Badge earned: ${name}`,
  keepGoing: 'Keep going',
} as const;
