/**
 * Each server feature's repos that other features may import, and why. Every other repo is private to its
 * feature: another feature reaches it through the owning feature's services. A new cross-feature repo import
 * fails lint until it is listed here with its reason, or goes through a service instead.
 */
export const PUBLIC_REPOS = {
  activity: {
    'activity.repo.ts': 'every change writes its activity line in the same transaction as the change',
  },
  account: {
    'delete-account.repo.ts': 'an e-mail change checks the current password as an account deletion does',
  },
  auth: {
    'reset-tokens.repo.ts': 'a password change and an account deletion end the outstanding reset links',
  },
  circles: {
    'circle-mates.repo.ts':
      "an XP award tells the earner's circle mates, whose weekly circle leaderboard it changes; a name or photo change tells them too",
  },
  challenges: {
    'assignment.repo.ts': 'each step of a teach-back keeps the assignment load counters (assign, release)',
    'challenges.repo.ts': "a teach-back's effects read and complete its challenge",
  },
  feedback: {
    'feedback.repo.ts':
      'a completed teach-back opens its review in the same transaction; the portfolio shows reviews',
  },
  portfolio: {
    'portfolio.repo.ts': 'the public profile (/u/{handle}) shows the verified skills the portfolio lists',
  },
  teachbacks: {
    'teachbacks.repo.ts': "a new challenge inserts its teach-back in the challenge's transaction",
  },
  'work-items': {
    'work-item-status.repo.ts': 'the compare-and-set every status table shares',
  },
  xp: {
    'badges.repo.ts': 'profiles and portfolios show the badges earned',
    'period-totals.repo.ts': "circles show their members' XP this week",
  },
};
