import { quoteExcerpt } from './quote-excerpt';

/**
 * The activity lines the spec quotes (section 7), word for word: curly quotes for creation and assignment,
 * straight quotes for status changes, as the spec writes them. A teach-back's prompt (up to 2,000 characters)
 * is quoted shortened to about 80 (quoteExcerpt): an entry is one line, the whole prompt is on its page.
 */
export const ACTIVITY_TEXTS = {
  created: (title: string) => `Created challenge “${title}”`,
  createdWithoutAssignee: (title: string) => `Created challenge “${title}” (no assignee available yet)`,
  assigned: (title: string) => `Assigned to teach back “${title}”`,
  started: (title: string) => `Started "${title}"`,
  savedProgress: (title: string) => `Saved progress on "${title}"`,
  completed: (title: string) => `Completed "${title}"`,
  teachbackStarted: (prompt: string) => `Started teach-back "${quoteExcerpt(prompt)}"`,
  teachbackSaved: (prompt: string) => `Saved teach-back "${quoteExcerpt(prompt)}"`,
  teachbackCompleted: (prompt: string) => `Completed teach-back "${quoteExcerpt(prompt)}"`,
  // Reviews and the XP economy. The learner's own entries never name an anonymous reviewer.
  gaveFeedback: (title: string, learner: string) => `Gave feedback on “${title}” for ${learner}`,
  updatedFeedback: (title: string, learner: string) => `Updated feedback on “${title}” for ${learner}`,
  badgeEarned: (name: string) => `Earned the “${name}” badge`,
  levelReached: (level: number) => `Reached level ${level}`,
  skillVerified: (topic: string) => `Your skill “${topic}” was verified by peers`,
  // Account deletion: a teach-back whose requester deleted their account is withdrawn.
  withdrawn: (title: string) => `“${title}” was withdrawn: its author left Teachloop`,
} as const;
