/**
 * The spec's "specific texts" for a read that failed for a reason without a text of its own (section 8). One
 * place, so the dashboard and the full pages say the same thing about the same data.
 */
export const LOAD_FAILED_TEXTS = {
  profile: 'Couldn’t load your profile.',
  challenges: 'Couldn’t load your challenges.',
  teachbacks: 'Couldn’t load teach-backs.',
  feedback: 'Couldn’t load feedback queue.',
  activity: 'Couldn’t load recent activity.',
  leaderboard: 'Couldn’t load leaderboard.',
  path: 'Couldn’t load your learning path.',
} as const;

/** Under a list that pages ('Load more'): its button, and what a search over the loaded items can and cannot see. */
export const PAGED_LIST_TEXTS = {
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Couldn’t load more. Please try again.',
  searchLoadedOnly: (loaded: number) =>
    `Showing matches among the first ${loaded} loaded — Load more to search further.`,
} as const;
