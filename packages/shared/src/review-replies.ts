/**
 * Reply threads under reviews: the learner and the reviewer answer each other in Markdown. Only those
 * two read or write a thread. A reply can be edited by its author for EDIT_WINDOW_MS after it is posted, and
 * deleted by its author at any time. A thread holds at most `perThread` replies, so its one read is whole.
 */
export const REPLY_LIMITS = {
  body: 5000,
  perThread: 200,
  editWindowMs: 10 * 60 * 1000,
} as const;

export const REPLY_MESSAGES = {
  notFound: 'Reply not found.',
  bodyRequired: 'Write your reply first.',
  bodyInvisible: 'Your reply has no visible text: spaces and invisible characters alone don’t count.',
  bodyTooLong: `Replies must be at most ${REPLY_LIMITS.body} characters.`,
  bodyInvalid: 'A reply must be text.',
  notReviewedYet: 'You can reply once the review is submitted.',
  threadFull: `This conversation has reached ${REPLY_LIMITS.perThread} replies and can take no more.`,
  editWindowClosed: 'A reply can be edited only in the 10 minutes after it is posted.',
  notAuthor: 'Only the author of a reply can change or delete it.',
} as const;
