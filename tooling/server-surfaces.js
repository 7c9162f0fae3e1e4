/**
 * Each server feature's repos that other features may import, and why. Every other repo is private to its
 * feature: another feature reaches it through the owning feature's services. A new cross-feature repo import
 * fails lint until it is listed here with its reason, or goes through a service instead.
 */
export const PUBLIC_REPOS = {
  activity: {
    'activity.repo.ts': 'every change writes its activity line in the same transaction as the change',
  },
  account: {
    'delete-account.repo.ts': 'an e-mail change checks the current password as an account deletion does',
  },
  auth: {
    'reset-tokens.repo.ts': 'a password change and an account deletion end the outstanding reset links',
  },
  circles: {
    'circle-mates.repo.ts':
      "an XP award tells the earner's circle mates, whose weekly circle leaderboard it changes; a name or photo change tells them too",
  },
  challenges: {
    'assignment.repo.ts': 'each step of a teach-back keeps the assignment load counters (assign, release)',
    'challenges.repo.ts': "a teach-back's effects read and complete its challenge",
  },
  feedback: {
    'feedback.repo.ts':
      'a completed teach-back opens its review in the same transaction; the portfolio shows reviews',
  },
  portfolio: {
    'portfolio.repo.ts': 'the public profile (/u/{handle}) shows the verified skills the portfolio lists',
  },
  teachbacks: {
    'teachbacks.repo.ts':
      "the portfolio marks a removed prompt of the teach-backs it lists, as teach-backs' lists do",
  },
  'work-items': {
    'work-item-status.repo.ts': 'the compare-and-set every status table shares',
  },
  xp: {
    'badges.repo.ts': 'profiles and portfolios show the badges earned',
  },
};

/**
 * Each server feature's services that other features may call, and why. A service not listed here is the
 * feature's own: another feature importing it fails lint (tooling/layer-zones.js) until it is listed with its
 * reason. Together with PUBLIC_REPOS and PUBLIC_MODULES this is all a feature offers to others.
 */
export const PUBLIC_SERVICES = {
  auth: {
    'credential-change.service.ts':
      'every credential change (password, address, Google, suspension, deletion) ends the old credentials one way',
  },
  blocks: {
    'blocked-pair.service.ts':
      'the features that keep a blocked pair apart ask whether two people blocked each other',
  },
  challenges: {
    'assign-peer.service.ts':
      "a declined or overdue teach-back goes to the next peer as a new challenge's does",
    'challenge-loop.service.ts': "a review closes its challenge's loop (the learner's XP and streak)",
    'challenges.service.ts':
      'a decline takes the same dependencies (LearningDeps) as the challenge it declines',
    'open-to-teach.service.ts': 'a course page lists the challenges open to teach in its topic',
    'own-challenges.service.ts': "the portfolio lists the user's completed challenges",
  },
  circles: {
    'leave-circles.service.ts': "an account deletion leaves the user's circles as a leave does",
  },
  feedback: {
    'review-reminders.service.ts': 'the scheduled jobs send the review-due reminders',
  },
  idempotency: {
    'idempotency.service.ts': 'the scheduled jobs sweep the expired idempotency keys',
  },
  images: {
    'clean-stored-images.service.ts': 'the scheduled jobs re-clean stored images',
    'image-cleanup.service.ts': 'the scheduled jobs delete the images no item refers to',
    'own-images.service.ts': 'a challenge, a teach-back or a review embeds only images its author uploaded',
  },
  invites: {
    'invites.service.ts': "an account deletion erases the account's invitations both ways",
  },
  moderation: {
    'suspension.service.ts': 'the scheduled jobs lift the suspensions whose time is up',
  },
  notifications: {
    'mail-outbox.service.ts': 'the scheduled jobs send the queued mail',
    'notify.service.ts':
      "every feature tells a user of a change that concerns them in the change's transaction",
    'weekly-summary.service.ts': 'the scheduled jobs send the weekly summaries',
  },
  portfolio: {},
  profile: {
    'profile.service.ts': "the portfolio shows the user's profile",
    'time-zone.service.ts': 'sign-up and the account settings keep the time zone one way',
  },
  'public-profile': {
    'handle.service.ts': 'sign-up gives the new account its public handle',
    'visibility.service.ts': 'sign-up and a verified address set who may see the public profile',
  },
  'rate-limit': {
    'rate-limiter.service.ts': "auth's own limits count in the one limiter",
  },
  teachbacks: {
    'own-teachbacks.service.ts': "the portfolio lists the user's completed teach-backs",
    'reassignment.service.ts':
      "a block, a suspension and an account deletion hand the person's unfinished teach-backs on; the jobs reassign the overdue ones",
    'reminders.service.ts': 'the scheduled jobs send the teach-back-due reminders',
  },
  'work-items': {
    'change-status.service.ts':
      'challenges, teach-backs and reviews change status through one compare-and-set',
    'own-item.service.ts': "challenges, teach-backs and reviews read their owner's item one way",
  },
  xp: {
    'award.service.ts': "the loop's steps award XP, and moderation holds an award back",
    'held-awards.service.ts': 'a verified address pays the XP held while it was unverified',
    'verified-skills.service.ts': "a review updates the learner's verified skills",
    'void-award.service.ts': 'a moderator voids an award',
  },
};

/**
 * The other modules (pure helpers, texts, types, shared routes) a feature offers to others, and why. A feature's
 * unsuffixed files are its pure helpers: they import no repo, service or db/ at run time.
 */
export const PUBLIC_MODULES = {
  activity: { 'activity-texts.ts': 'every activity line is worded in one place' },
  auth: {
    'auth-async-context.ts': 'account calls into Better Auth through authWork, like auth does',
    'auth-cookies.ts': 'account changes that open a session answer with the same session cookie',
    'auth-errors.ts': "account's Better Auth calls translate errors as auth's do",
    'password-hashing.ts': 'a password check on account and address changes hashes as sign-in does',
  },
  feedback: {
    'review-views.ts': 'a teach-back revision and the portfolio show a review as feedback does',
  },
  images: {
    'detect-image-type.ts': 'an avatar upload checks its bytes as an image upload does',
    'upload-image.ts': 'a test helper that profile/upload-avatar.ts uses (both move to a test folder)',
  },
  leaderboard: { 'rank.ts': "a circle's board ranks by the leaderboard's rule" },
  'rate-limit': {
    'address-bucket.ts': 'limits by address count an IPv6 /64 as one address',
    'limited-by.ts': 'every feature limits its routes with the same preHandlers',
  },
  realtime: {
    'notices.ts': 'every feature publishes what a committed change did to whom',
    'open-streams.ts': 'ending a session ends its live-update streams',
  },
  'work-items': {
    'notes-edit.ts': 'challenges and teach-backs save notes the same way',
    'transition.ts': 'challenges, teach-backs and reviews answer a refused step the same way',
    'work-item.routes.ts': 'challenges and teach-backs share their routes',
  },
};

/**
 * Modules that stand below every feature although their feature sits above others: the feature graph
 * (tooling/eslint-rules/feature-graph.js) counts an import of one as no dependency on its feature, and refuses a
 * foundation that imports any other feature's module (or a non-foundation module of its own). Each is public.
 */
export const FOUNDATIONS = {
  moderation: {
    'visibility.sql.ts':
      'the SQL pieces every repo composes to leave hidden and suspended content out of a read',
    'visibility.policy.ts': 'the one rule of what a viewer sees of hidden or suspended content',
    'suspensions.repo.ts': 'whether an account is suspended, read by sign-in, sessions, streams and reads',
    'suspension-status.service.ts':
      "whether an account is suspended now, for a session's and a stream's check",
  },
};
