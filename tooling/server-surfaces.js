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
  push: {
    'push-subscriptions.repo.ts':
      "the devices page marks each device holding a push subscription; a password change keeps this device's on its fresh session",
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
  activity: {
    'record-activity.service.ts':
      'a change writes its activity line and the live notice that shows it one way',
  },
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
      'a decline takes the same dependencies (LearningDeps) as the challenge it declines; asking a path item creates its challenge the one way',
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
  library: {
    'publish.service.ts':
      'a review, a revised explanation and an account deletion keep the course library in step in their transaction',
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
  paths: {
    'course-completion.service.ts':
      "a rated review completes a path item, and may complete the course's path: its badge and verified skill",
  },
  portfolio: {},
  push: {
    'push-delivery.service.ts': 'the scheduled jobs push the notifications that are due',
  },
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
    'daily-goal.service.ts':
      "a completed teach-back and a rated review count towards the doer's daily goal in their transaction",
    'held-awards.service.ts': 'a verified address pays the XP held while it was unverified',
    'streak-reminder.service.ts':
      "the scheduled jobs send the streak reminders; a time-zone change moves the reminder's evening",
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
  paths: {
    'courses-user.ts':
      'the courses account asks for explanations taught without being asked: the loop, notifications and jobs recognise it',
    'unasked.ts':
      'a teach-back taught without being asked pays after a rated review and is open to any student for review',
  },
};

/**
 * The tables a moderator can hide (each has `hidden_at`; profiles also carry the account's suspension). A repo
 * that reads one composes features/moderation/visibility.sql.ts, or is listed in UNSCOPED_HIDEABLE_READS;
 * tooling/eslint-rules/hideable-read.js refuses anything else.
 */
export const HIDEABLE_TABLES = [
  'challenges',
  'teachbacks',
  'feedback_requests',
  'review_replies',
  'circles',
  'profiles',
];

/**
 * Repos (paths under apps/server/src) that read hideable tables without the moderation scopes, each with why it
 * must see every row: the opt-out from the safe default is written here, where it is reviewed.
 */
export const UNSCOPED_HIDEABLE_READS = {
  'durability/integrity.repo.ts': 'the crash test checks every row survived, whatever its marks',
  'features/account/delete-account.repo.ts':
    "an account deletion hands over, withdraws and erases every row of the user's, hidden or not",
  'features/auth/session.repo.ts':
    "the session read takes the signed-in user's own profile, whose suspension signs them out",
  'features/blocks/blocks.repo.ts':
    'a block checks that the profile exists, and lists the names of whom the user blocked (never told apart by marks)',
  'features/challenges/challenge-loop.repo.ts':
    'a step of the loop reads the rows it changes: a hidden item still completes its loop',
  'features/challenges/own-challenge-list.repo.ts':
    "the owner's own challenges with their teach-back's and review's status and the teacher's name, no one else's content",
  'features/circles/circle-mates.repo.ts':
    'who hears of a change in a circle: user ids for live updates, no content shown',
  'features/circles/circle-membership.repo.ts':
    'joining, leaving and answering requests read the circle they change',
  'features/xp/streak-reminder.repo.ts':
    'the scheduled streak reminder claims each profile whose reminder is due; a suspended one is claimed and dropped',
  'features/feedback/review-due.repo.ts':
    'the scheduled reminder reads the reviews falling due, to remind their reviewer',
  'features/invites/invites.repo.ts': "the inviter's own list of the people they invited, by name",
  'features/library/publish.repo.ts':
    "publishing copies the author's own explanation into the library whatever its marks; the library's reads leave hidden and suspended ones out",
  'features/moderation/moderation-log.repo.ts':
    "the moderators' audit log names the moderator and the subject, suspended or not",
  'features/moderation/overview.repo.ts': 'the operator overview counts every review, hidden or not',
  'features/moderation/report-contexts.repo.ts':
    'the moderator sees a reported item whole, with its hidden mark',
  'features/moderation/reportable-items.repo.ts':
    'a report checks whether the reporter could read the item from its own marks (report.policy.ts); hide and unhide write them',
  'features/moderation/reports.repo.ts':
    'the moderator queue names the reporter and the subject, suspended or not',
  'features/moderation/suspension.repo.ts':
    'suspending, lifting and the list of suspended accounts read the suspension itself',
  'features/moderation/suspensions.repo.ts':
    "the account's own suspension, read for its sign-in, session and stream",
  'features/moderation/xp-void.repo.ts':
    'a moderator voiding XP sees the titles and names the award names, hidden or not',
  'features/notifications/notifications.repo.ts': "the user's own notifications and profile",
  'features/notifications/weekly-summary.repo.ts':
    "the weekly summary counts the user's own reviews and reads their own profile",
  'features/onboarding/onboarding.repo.ts':
    'the checklist asks whether the user created, taught or reviewed something, their own rows',
  'features/paths/path-progress.repo.ts':
    "the viewer's own path state: their own challenges, their own teach-backs and the reviews of them, states only, no content",
  'features/profile/profile.repo.ts': "the signed-in user's own profile",
  'features/profile/time-zone.repo.ts': "the signed-in user's own time zone",
  'features/push/push-delivery.repo.ts':
    "the push job reads the recipient's own time zone and quiet hours; a suspension ends the sessions, and the subscriptions with them",
  'features/push/quiet-hours.repo.ts': "the signed-in user's own quiet hours",
  'features/public-profile/handle.repo.ts':
    'a handle is unique across every profile, hidden or suspended ones too',
  'features/public-profile/visibility.repo.ts': "the owner's own profile switches and board listing",
  'features/teachbacks/revision.repo.ts':
    "the assignee's own teach-back with its challenge's title and topic (a hide blanks the prompt, not the title)",
  'features/teachbacks/teachback-schedule.repo.ts':
    'reminders, reassignment and declines read the teach-backs they act on, whatever their marks',
  'features/paths/course-completion.repo.ts':
    "a rated review's own explanation and challenge say which path item it completes, whatever their marks",
  'features/xp/badges.repo.ts': "the user's own XP, streak and reviews decide their badges",
  'features/xp/period-totals.repo.ts': "the earner's own listing, copied onto their period totals",
  'features/xp/verified-skills.repo.ts':
    "the learner's own reviewed teach-backs decide their verified skills",
  'features/xp/void-award.repo.ts':
    'a moderator voiding an award recomputes from every review, hidden or not',
  'features/xp/xp.repo.ts': "the user's own XP and streak",
  'security/scene.repo.ts': 'the security tests build and inspect their scenes, hidden rows included',
};
