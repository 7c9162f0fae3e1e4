/** The texts of the teach-back list and of the work page's parts that load on demand (see teachback-texts.ts). */
export const TEACHBACK_VIEW_TEXTS = {
  empty: 'No teach-backs yet. When a peer creates a challenge, you may be asked to teach it back.',
  offer: {
    title: 'Will you teach this back?',
    lead: (requester: string) =>
      `${requester} asked you to explain this challenge back to them. Start when you’re ready to write, or decline and it goes to another peer.`,
  },
  reviewTitle: 'Review',
  reviewBy: (who: string) => `From ${who}`,
  noComment: 'No comment was written.',
  awaitingReview: 'Waiting for the review. You can still revise your explanation.',
  revisedOn: (date: string) => `Revised ${date}`,
  revise: 'Revise explanation',
  publishRevision: 'Publish revision',
  publishing: 'Publishing…',
  cancelRevision: 'Cancel',
  revisionPublished: 'Revised explanation published. Your reviewer has been told.',
} as const;
