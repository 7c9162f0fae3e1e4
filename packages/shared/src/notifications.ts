/**
 * The notification centre (docs/decisions/009): what a user is told about, stored in the same transaction as its
 * cause and pushed live. Each kind has a label for the settings page and a default delivery.
 */
export const NOTIFICATION_KINDS = [
  'teachback_assigned',
  'teachback_completed',
  'review_received',
  'review_helpful',
  'badge_earned',
  'level_reached',
  'daily_xp_cap',
  'circle_request_received',
  'circle_request_approved',
  'circle_request_declined',
  'teachback_due_soon',
  'teachback_reassigned',
  'weekly_summary',
  'teachback_declined',
  'challenge_accepted',
  'review_due_soon',
  'challenge_deleted',
  'review_reply',
  'explanation_revised',
  'invite_accepted',
  'xp_voided',
  'report_resolved',
  'content_hidden',
  'streak_ending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches the user: always in the app; by e-mail too when they choose it. */
export const NOTIFICATION_DELIVERIES = ['in_app', 'email'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * The settings page's line for each kind, and whether e-mail and push are on before the user chooses. Push is
 * on by default for what brings a student back to the loop: a teach-back assigned, an explanation ready for
 * their review, a review received, a reply, a teach-back due tomorrow and a streak ending tonight. Push reaches
 * only devices the user turned it on for.
 */
export const NOTIFICATION_KIND_SETTINGS: Record<
  NotificationKind,
  { label: string; emailByDefault: boolean; pushByDefault: boolean }
> = {
  teachback_assigned: { label: 'A teach-back is assigned to you', emailByDefault: true, pushByDefault: true },
  // The three that bring a student back to the loop go by e-mail unless the user turns them off.
  teachback_completed: {
    label: 'Your teach-back request was completed',
    emailByDefault: true,
    pushByDefault: true,
  },
  review_received: { label: 'You received a review', emailByDefault: true, pushByDefault: true },
  review_helpful: { label: 'Your review was marked helpful', emailByDefault: false, pushByDefault: false },
  badge_earned: { label: 'You earned a badge', emailByDefault: false, pushByDefault: false },
  level_reached: { label: 'You reached a new level', emailByDefault: false, pushByDefault: false },
  daily_xp_cap: { label: 'You reached the day’s XP cap', emailByDefault: false, pushByDefault: false },
  circle_request_received: {
    label: 'Someone asked to join your circle',
    emailByDefault: false,
    pushByDefault: false,
  },
  circle_request_approved: {
    label: 'Your request to join a circle was approved',
    emailByDefault: false,
    pushByDefault: false,
  },
  circle_request_declined: {
    label: 'Your request to join a circle was declined',
    emailByDefault: false,
    pushByDefault: false,
  },
  teachback_due_soon: {
    label: 'A teach-back of yours is due within 24 hours',
    emailByDefault: true,
    pushByDefault: true,
  },
  teachback_reassigned: {
    label: 'A teach-back was reassigned, or could not be',
    emailByDefault: true,
    pushByDefault: false,
  },
  // E-mail only (opt-in): 'in_app' means no summary, since the app itself shows all of it.
  weekly_summary: {
    label: 'A weekly summary: XP earned, streak, reviews waiting',
    emailByDefault: false,
    pushByDefault: false,
  },
  teachback_declined: {
    label: 'A peer declined to teach back your challenge',
    emailByDefault: false,
    pushByDefault: false,
  },
  challenge_accepted: {
    label: 'A peer accepted your challenge to teach it back',
    emailByDefault: false,
    pushByDefault: false,
  },
  review_due_soon: {
    label: 'A review you owe is due within 24 hours',
    emailByDefault: true,
    pushByDefault: false,
  },
  challenge_deleted: {
    label: 'A challenge you were asked to teach back was deleted',
    emailByDefault: false,
    pushByDefault: false,
  },
  review_reply: { label: 'Someone replied under a review', emailByDefault: true, pushByDefault: true },
  explanation_revised: {
    label: 'A learner revised an explanation you reviewed',
    emailByDefault: false,
    pushByDefault: false,
  },
  invite_accepted: { label: 'A friend joined from your invite', emailByDefault: false, pushByDefault: false },
  xp_voided: { label: 'A moderator removed XP you earned', emailByDefault: false, pushByDefault: false },
  report_resolved: { label: 'A moderator reviewed your report', emailByDefault: false, pushByDefault: false },
  content_hidden: {
    label: 'A moderator hid or restored something you wrote',
    emailByDefault: true,
    pushByDefault: false,
  },
  streak_ending: {
    label: 'Your streak ends tonight (in the evening)',
    emailByDefault: false,
    pushByDefault: true,
  },
};

export const NOTIFICATION_LIMITS = { default: 20, max: 50, cursor: 200 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  cursorInvalid: 'This page of notifications is no longer valid. Reload the page.',
  limitInvalid: `limit must be a whole number from 1 to ${NOTIFICATION_LIMITS.max}.`,
  kindInvalid: 'Unknown notification kind.',
  deliveryInvalid: 'Delivery must be in_app or email.',
  pushInvalid: 'push must be true or false.',
  loadFailed: 'Couldn’t load notifications.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your e-mail settings after logging in.',
  empty: 'You’re all caught up.',
} as const;

/** The lines a notification reads; `href` is where it leads (an app path). */
export const NOTIFICATION_TEXTS = {
  teachbackAssigned: (title: string) => `You were asked to teach back “${title}”`,
  teachbackCompleted: (who: string, title: string) => `${who} completed the teach-back of “${title}”`,
  reviewReceived: (title: string, stars: number) => `You received a ${stars}-star review on “${title}”`,
  reviewHelpful: (title: string) => `Your review on “${title}” was marked helpful`,
  badgeEarned: (badge: string) => `You earned the “${badge}” badge`,
  levelReached: (level: number) => `You reached level ${level}`,
  dailyXpCap: (cap: number) =>
    `You reached the ${cap} XP cap for the last 24 hours. Your work is still saved; XP starts again as earlier awards pass 24 hours.`,
  circleRequestReceived: (who: string, circle: string) => `${who} asked to join “${circle}”`,
  circleRequestApproved: (circle: string) => `Your request to join “${circle}” was approved`,
  circleRequestDeclined: (circle: string) => `Your request to join “${circle}” was declined`,
  dueSoon: (title: string) => `Your teach-back of “${title}” is due within 24 hours`,
  reassignedToYou: (title: string) =>
    `You were asked to teach back “${title}” (the peer before you ran out of time)`,
  reassignedForRequester: (title: string) =>
    `“${title}” went to another peer: the one before ran out of time`,
  reassignedAway: (title: string) => `“${title}” went to another peer because it was overdue`,
  stalled: (title: string, tries: number) =>
    `Nobody has taught back “${title}” after ${tries} peers tried. It stays with the last one; you could ask again with a new challenge.`,
  noPeerLeft: (title: string) =>
    `“${title}” is overdue and no other peer is free to take it over: it stays with its current peer.`,
  assigneeLeftToYou: (title: string) =>
    `You were asked to teach back “${title}” (the peer before you left Teachloop)`,
  assigneeLeftForRequester: (title: string) =>
    `“${title}” went to another peer: the one before left Teachloop`,
  /** A teach-back moved because its two people were separated by a block: says nothing of why. */
  separatedPassedOn: (title: string) => `“${title}” went to another peer.`,
  separatedOpenToTeach: (title: string) => `“${title}” is now open for any peer to accept.`,
  declinedPassedOn: (title: string) => `A peer declined to teach back “${title}”: it went to another peer.`,
  declinedOpenToTeach: (title: string) =>
    `Every peer asked declined to teach back “${title}”: it is now open for any peer to accept.`,
  challengeAccepted: (who: string, title: string) => `${who} accepted to teach back “${title}”`,
  offeredToNewPeer: (title: string) => `A new peer joined Teachloop and was asked to teach back “${title}”`,
  reviewDueSoon: (learner: string, title: string) =>
    `Your review of ${learner}’s teach-back of “${title}” is due within 24 hours`,
  challengeDeleted: (title: string) =>
    `“${title}” was deleted by its author: you no longer need to teach it back.`,
  requesterLeftPending: (title: string) =>
    `The author of “${title}” deleted their account: you no longer need to teach it back.`,
  requesterLeftStarted: (title: string) =>
    `The author of “${title}” deleted their account, so your teach-back is closed. Open it on the device you wrote on to keep a copy of your text.`,
  overdueOpenToTeach: (title: string) =>
    `Nobody started teaching back “${title}” in time: it is now open for any peer to accept.`,
  withdrawnOverdue: (title: string) =>
    `“${title}” was taken off your teach-backs because it was overdue: any peer may accept it now.`,
  assigneeAwayToYou: (title: string) =>
    `You were asked to teach back “${title}” (the peer before you can no longer take part)`,
  assigneeAwayForRequester: (title: string) =>
    `“${title}” went to another peer: the one before can no longer take part`,
  assigneeAwayOpenToTeach: (title: string) =>
    `The peer teaching back “${title}” can no longer take part and nobody else is free: it is now open for any peer to accept.`,
  assigneeLeftOpenToTeach: (title: string) =>
    `The peer teaching back “${title}” left Teachloop and nobody else is free: it is now open for any peer to accept.`,
  reviewReply: (who: string, title: string) => `${who} replied under the review of “${title}”`,
  explanationRevised: (who: string, title: string) => `${who} revised their explanation of “${title}”`,
  inviteAccepted: (who: string) => `${who} joined Teachloop from your invite`,
  /** 'A moderator removed {n} XP from {source}: {reason}.' (a reason that ends a sentence gets no second stop). */
  /** The evening reminder (push and the bell): a streak of 2 or more days ends at midnight without an action. */
  streakEnding: (days: number) =>
    `Your ${days}-day streak ends tonight. One teach-back or rated review keeps it going.`,
  xpVoided: (amount: number, source: string, reason: string) =>
    `A moderator removed ${amount} XP from ${source}: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`,
} as const;

/** After this many reassignments of one teach-back, the scheduler tells the requester and stops. */
export const MAX_REASSIGNMENTS = 3;
