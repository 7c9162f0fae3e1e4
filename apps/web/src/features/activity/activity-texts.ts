/** The web's own words around the timeline; the spec's texts are ACTIVITY_MESSAGES in @teachloop/shared. */
export const ACTIVITY_TEXTS = {
  lead: 'Everything you have done on Teachloop, newest first.',
  searchLabel: 'Search activity',
  searchPlaceholder: 'Search by text or kind',
  typeLegend: 'Type',
  listHeading: 'Entries',
  loading: 'Loading activity…',
} as const;
