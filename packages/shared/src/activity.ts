/**
 * The activity timeline. Each entry may link to the thing it is about; entries written before links existed have
 * none. A badge, level or verified-skill entry links to the portfolio, where those are shown.
 */
export const ACTIVITY_LINK_KINDS = ['challenge', 'teachback', 'review', 'badge', 'circle'] as const;
export type ActivityLinkKind = (typeof ACTIVITY_LINK_KINDS)[number];

/** What an entry's meta line calls the thing it links to ('Challenge · 3 days ago'); searchable like the text. */
export const ACTIVITY_LINK_LABELS: Record<ActivityLinkKind, string> = {
  challenge: 'Challenge',
  teachback: 'Teach-back',
  review: 'Review',
  badge: 'Badge',
  circle: 'Circle',
};

/**
 * The type filter: the spec's (All, challenge, teachback, feedback), and ours, badge and circle, which pick the
 * 'info' entries that link to a badge (badges, levels, verified skills) or to a circle. Other 'info' entries
 * appear under All only.
 */
export const ACTIVITY_TYPE_FILTERS = [
  'All',
  'challenge',
  'teachback',
  'feedback',
  'badge',
  'circle',
] as const;
export type ActivityTypeFilter = (typeof ACTIVITY_TYPE_FILTERS)[number];

/** The filters that pick entries by what they link to, not by their type. */
export const ACTIVITY_LINK_FILTERS = ['badge', 'circle'] as const satisfies readonly ActivityLinkKind[];

/** Each filter's chip, in the words of the entries' meta line ('Teach-back', 'Review'). */
export const ACTIVITY_FILTER_LABELS: Record<ActivityTypeFilter, string> = {
  All: 'All',
  challenge: ACTIVITY_LINK_LABELS.challenge,
  teachback: ACTIVITY_LINK_LABELS.teachback,
  feedback: ACTIVITY_LINK_LABELS.review,
  badge: ACTIVITY_LINK_LABELS.badge,
  circle: ACTIVITY_LINK_LABELS.circle,
};

/** Ours: a search term is a few words; a cursor is a short base64url JSON pair. */
export const ACTIVITY_QUERY_LIMITS = { search: 100, cursor: 200 } as const;
const L = ACTIVITY_QUERY_LIMITS;

export const ACTIVITY_MESSAGES = {
  // Spec texts (section 2, Activity timeline; error catalogue).
  empty: 'No activity yet.',
  loadFailed: 'Couldn’t load recent activity.',
  // Ours.
  pageTitle: 'Activity',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  noMatches: 'No activity matches your filters.',
  typeInvalid: 'Type must be All, challenge, teachback, feedback, badge or circle.',
  searchTooLong: `Search at most ${L.search} characters.`,
  cursorInvalid: 'This page of activity is no longer valid. Start again from the top.',
} as const;
