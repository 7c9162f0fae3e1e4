import { BadgeCheck, History, Trophy } from 'lucide-react';

/**
 * The titles, icons, links and skeleton sizes of the dashboard's side column (side-panels.tsx, a chunk of its
 * own), in one place.
 */
export const SIDE_PANEL_FRAMES = {
  portfolio: {
    title: 'Skill portfolio',
    icon: BadgeCheck,
    link: { to: '/portfolio', label: 'View', srSuffix: 'portfolio' },
    skeletonRows: 2,
  },
  leaderboard: {
    title: 'This week’s circle leaderboard',
    icon: Trophy,
    link: { to: '/leaderboard', label: 'View all', srSuffix: 'leaderboard' },
    skeletonRows: 3,
  },
  activity: {
    title: 'Recent activity',
    icon: History,
    link: { to: '/activity', label: 'View all', srSuffix: 'activity' },
    skeletonRows: 3,
  },
} as const;
