import { BadgeCheck, History, Trophy } from 'lucide-react';

/**
 * The titles, icons and links of the dashboard's side column: the panels in their own chunk
 * (side-panels.tsx) and the page's skeleton frame for them share these, so a frame becomes its panel in place.
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
