/** The teach-back screens' own texts (spec sections 6 and 8); shared texts live in @teachloop/shared. */
export const TEACHBACK_TEXTS = {
  empty: 'No teach-backs yet. When a peer creates a challenge, you may be asked to teach it back.',
  startFailed: 'Couldn’t start the teach-back.',
  offer: {
    title: 'Will you teach this back?',
    lead: (requester: string) =>
      `${requester} asked you to explain this challenge back to them. Start when you’re ready to write, or decline and it goes to another peer.`,
  },
  notesLabel: 'Your explanation',
  guideTitle: 'How to explain it',
  guideSteps: [
    'Say what it is, in your own words.',
    'Give an example: a worked case, a picture or a few lines of code.',
    'End with a question that checks your reader understood.',
  ],
  confirm: {
    title: 'Complete this teach-back?',
    description: 'This is your explanation as your reviewer will see it.',
    preview: 'Your explanation',
    confirm: 'Complete teach-back',
    cancel: 'Keep editing',
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
  closed: {
    title: 'This teach-back is closed',
    description:
      'It was taken off your teach-backs (for example, its requester deleted their account), so it can no longer be saved. Your notifications say why. What you wrote is still on this device: keep a copy.',
  },
} as const;

export function teachbackWorkPath(id: string): string {
  return `/teachbacks/${encodeURIComponent(id)}/work`;
}
