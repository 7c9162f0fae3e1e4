/**
 * The teach-back screens' own texts that the shared kind needs at once (spec sections 6 and 8); the texts of the
 * parts that load on demand and of the list are in teachback-view-texts.ts, out of the work page's first load.
 * Shared texts live in @teachloop/shared.
 */
export const TEACHBACK_TEXTS = {
  startFailed: 'Couldn’t start the teach-back.',
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
  closed: {
    title: 'This teach-back is closed',
    description:
      'It was taken off your teach-backs (for example, its requester deleted their account), so it can no longer be saved. Your notifications say why. What you wrote is still on this device: keep a copy.',
  },
} as const;

export function teachbackWorkPath(id: string): string {
  return `/teachbacks/${encodeURIComponent(id)}/work`;
}
