/**
 * Who may call each route, declared once so the authorization matrix (authorization-matrix.test.ts) can try
 * every route as every kind of caller and a route added without a rule fails that test.
 *
 * The roles are the people around one piece of work and one circle (see scene.ts):
 * - `owner`: created the challenge (so reviews its teach-back) and owns the circles;
 * - `assignee`: was given the challenge's teach-back (so is the learner on the review) and is a circle member;
 * - `applicant`: has asked to join the owner's private circle and waits for an answer;
 * - `stranger`: signed in, with no tie to any of it;
 * - `moderator`: signed in, granted the moderator role; called only on moderator routes;
 * - `anonymous`: no session at all.
 */
export const SIGNED_IN_ROLES = ['owner', 'assignee', 'applicant', 'stranger'] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];
export type Role = SignedInRole | 'moderator' | 'anonymous';

export type AccessRule =
  /** Anyone, signed in or not, gets the same kind of answer. */
  | { access: 'public' }
  /** Any signed-in user, about their own data only; anonymous callers get 401. */
  | { access: 'signed-in-own'; streams?: true }
  /**
   * Only the roles listed may succeed; anonymous gets 401, every other role one of `refusedWith` and no change:
   * 404 for items that are private (others must not learn they exist), 403 or 409 for ones others can see.
   */
  | {
      access: 'party';
      allowed: readonly SignedInRole[];
      refusedWith: readonly number[];
      /** Parties to the item who may not do this: they know it exists, so they get 403, not 404. */
      knownTo?: readonly SignedInRole[];
    }
  /** Moderators only: everyone else, anonymous included, is told it does not exist (404). */
  | { access: 'moderator' };

const PUBLIC: AccessRule = { access: 'public' };
/** Every /api/moderation route (requireModerator). */
const MODERATOR_ONLY: AccessRule = { access: 'moderator' };
const OWN: AccessRule = { access: 'signed-in-own' };
/** A private item: whoever else asks is told it does not exist. */
const privateTo = (...allowed: SignedInRole[]): AccessRule => ({
  access: 'party',
  allowed,
  refusedWith: [404],
});
/** A review: `allowed` may, the other party to it is refused (403), anyone else told it does not exist. */
const reviewParty = (allowed: SignedInRole, otherParty: SignedInRole): AccessRule => ({
  access: 'party',
  allowed: [allowed],
  refusedWith: [404],
  knownTo: [otherParty],
});
/** A published explanation: every signed-in reader may mark it; its author (the assignee) is refused. */
const notByAuthor: AccessRule = {
  access: 'party',
  allowed: ['owner', 'applicant', 'stranger'],
  refusedWith: [404],
  knownTo: ['assignee'],
};
/** A review open to community reviewers: the verified peer may; its two parties 403; anyone else 404. */
const communityReview: AccessRule = {
  access: 'party',
  allowed: ['applicant'],
  refusedWith: [404],
  knownTo: ['owner', 'assignee'],
};
/** A circle everyone signed in can see: others are refused (not the owner) or told it cannot be done now. */
const only = (...allowed: SignedInRole[]): AccessRule => ({
  access: 'party',
  allowed,
  refusedWith: [403, 409],
});

/** Keyed 'METHOD /path' exactly as the app's route table names it (test/app-routes.ts). */
export const ACCESS_RULES: Record<string, AccessRule> = {
  'GET /healthz': PUBLIC,
  'GET /api/client-config': PUBLIC,
  'POST /api/contact': PUBLIC,
  'GET /api/session': PUBLIC,
  'GET /api/auth/*': PUBLIC,
  'POST /api/auth/*': PUBLIC,
  'GET /api/leaderboard': PUBLIC,
  // The signed link in a mail is the credential, not a session.
  'POST /api/unsubscribe': PUBLIC,

  'GET /api/courses/:slug/challenges': PUBLIC,
  'GET /api/courses/:slug/path': PUBLIC,
  'POST /api/courses/:slug/path/start': OWN,
  'POST /api/courses/:slug/items/:item/ask': OWN,
  'POST /api/courses/:slug/items/:item/teach': OWN,
  'GET /api/paths/next': OWN,
  // Explanations taught unasked, waiting for any student's review: the viewer's own list.
  'GET /api/open-reviews': OWN,
  'POST /api/challenges': OWN,
  'GET /api/challenges': OWN,
  'GET /api/challenges/count': OWN,
  'GET /api/challenges/:id': privateTo('owner'),
  'POST /api/challenges/:id/start': privateTo('owner'),
  'PUT /api/challenges/:id/notes': privateTo('owner'),
  'POST /api/challenges/:id/complete': privateTo('owner'),
  // The owner's view of who teaches their challenge, and editing or deleting it before the teach-back starts.
  'GET /api/challenges/:id/teacher': privateTo('owner'),
  'PATCH /api/challenges/:id': privateTo('owner'),
  'DELETE /api/challenges/:id': privateTo('owner'),
  // The 'Open to teach' list is a public page; signed in, it only marks the viewer's own challenges.
  'GET /api/challenges/open': PUBLIC,
  // A challenge open to teach, anyone's but the owner's (403). Only one may win it: the scene has one per caller.
  'POST /api/challenges/:id/accept': only('assignee', 'applicant', 'stranger'),

  'GET /api/teachbacks': OWN,
  'GET /api/teachbacks/count': OWN,
  'GET /api/teachbacks/:id': privateTo('assignee'),
  'POST /api/teachbacks/:id/start': privateTo('assignee'),
  'PUT /api/teachbacks/:id/notes': privateTo('assignee'),
  'POST /api/teachbacks/:id/complete': privateTo('assignee'),
  'POST /api/teachbacks/:id/decline': privateTo('assignee'),
  'GET /api/teachbacks/:id/context': privateTo('assignee'),
  'POST /api/teachbacks/:id/revision': privateTo('assignee'),
  'PUT /api/teachbacks/:id/publish': privateTo('assignee'),
  // The course library: anyone reads and searches it; anyone signed in marks an explanation helpful, but
  // never its author (who knows it is theirs: 403).
  'GET /api/courses/:slug/items/:item/explanations': PUBLIC,
  'GET /api/explanations/search': PUBLIC,
  'POST /api/explanations/:id/helpful': notByAuthor,
  'DELETE /api/explanations/:id/helpful': notByAuthor,

  'GET /api/feedback': OWN,
  'GET /api/feedback/counts': OWN,
  'GET /api/feedback/received': OWN,
  'GET /api/feedback/requests': OWN,
  // A review has two parties: the reviewer (the challenge's owner) and the learner (the assignee).
  'GET /api/feedback/:id': reviewParty('owner', 'assignee'),
  'PUT /api/feedback/:id/review': reviewParty('owner', 'assignee'),
  'POST /api/feedback/:id/helpful': reviewParty('assignee', 'owner'),
  // Reviews open to community reviewers (decision 023): the applicant has the topic verified. The review's
  // two parties know it (403); a peer without the topic verified is told it does not exist.
  'GET /api/feedback/community': OWN,
  'GET /api/feedback/community/:id': communityReview,
  'PUT /api/feedback/community/:id/review': communityReview,
  // The thread under a review: its two parties only. A reply is changed or deleted by its author alone (the
  // scene's is the assignee's); the reviewer sees it, so is refused with 403.
  'GET /api/feedback/:id/replies': privateTo('owner', 'assignee'),
  'POST /api/feedback/:id/replies': privateTo('owner', 'assignee'),
  'PATCH /api/replies/:id': reviewParty('assignee', 'owner'),
  'DELETE /api/replies/:id': reviewParty('assignee', 'owner'),

  'GET /api/circles': OWN,
  'POST /api/circles': OWN,
  'GET /api/circles/leaderboard': OWN,
  'GET /api/onboarding': OWN,
  // A private circle's page: everyone signed in sees the circle, only members its people (asserted apart).
  'GET /api/circles/:id': only(...SIGNED_IN_ROLES),
  // An open circle: anyone not yet in it may join.
  'POST /api/circles/:id/join': only('applicant', 'stranger'),
  // The private circle: anyone not in it and not already waiting may ask.
  'POST /api/circles/:id/requests': only('stranger'),
  'POST /api/circles/:id/requests/:requestId/approve': only('owner'),
  'POST /api/circles/:id/requests/:requestId/decline': only('owner'),
  'POST /api/circles/:id/leave': only('assignee'),
  'POST /api/circles/:id/transfer': only('owner'),
  'POST /api/circles/:id/close': only('owner'),

  // Uploads are one's own; an image is public to whoever has its address (its id is unguessable).
  'POST /api/images': OWN,
  'GET /api/images/:id': PUBLIC,
  'PATCH /api/profile': OWN,
  'POST /api/profile/avatar': OWN,
  'DELETE /api/profile/avatar': OWN,
  'GET /api/avatars/:userId/:version/:size': PUBLIC,
  // A profile its owner made public, and its server-rendered page: anyone.
  'GET /api/public-profiles/:handle': PUBLIC,
  'GET /u/:handle': PUBLIC,
  // A course's page and its path items' pages, rendered on the server for link previews and search engines.
  'GET /explore/:slug': PUBLIC,
  'GET /explore/:slug/:item': PUBLIC,
  'GET /api/profile/visibility': OWN,
  'PATCH /api/profile/visibility': OWN,

  'GET /api/activity': OWN,
  'GET /api/profile': OWN,
  'PUT /api/daily-goal': OWN,
  'GET /api/portfolio': OWN,
  // One's own invite link and the friends it brought (features/invites).
  'GET /api/invites': OWN,
  // One's own blocks: whom one blocked is nobody else's business.
  'GET /api/blocks': OWN,
  'POST /api/blocks': OWN,
  'DELETE /api/blocks/:userId': OWN,
  'GET /api/notifications': OWN,
  'GET /api/notifications/unread': OWN,
  'POST /api/notifications/read-all': OWN,
  // The owner's own notification (the teach-back's completion).
  'POST /api/notifications/:id/read': privateTo('owner'),
  'GET /api/notification-preferences': OWN,
  'PUT /api/notification-preferences': OWN,
  'GET /api/quiet-hours': OWN,
  'PUT /api/quiet-hours': OWN,
  // This device's push subscription: the key and subscribing are one's own; only its holder removes one.
  'GET /api/push/key': OWN,
  'POST /api/push/subscriptions': OWN,
  'POST /api/push/unsubscribe': privateTo('owner'),
  'POST /api/account/password': OWN,
  'GET /api/account/sessions': OWN,
  // Safe Google linking: the password that joins a pending Google sign-in needs no session (the
  // pending link is a signed cookie); the list of one's sign-in methods and disconnecting Google are one's own.
  'POST /api/google-link/confirm': PUBLIC,
  'GET /api/account/sign-in-methods': OWN,
  'DELETE /api/account/sign-in-methods/google': OWN,
  // The owner's other device: nobody else may end it.
  'DELETE /api/account/sessions/:id': privateTo('owner'),
  'POST /api/account/sessions/end-others': OWN,
  'GET /api/account/export': OWN,
  'GET /api/account/time-zone': OWN,
  'PUT /api/account/time-zone': OWN,
  'POST /api/account/delete': OWN,
  // The token in a mailed link is the proof: anyone holding one may use it.
  'POST /api/email/verify': PUBLIC,
  'POST /api/email/verification/resend': OWN,
  'POST /api/email/change': OWN,
  // A stream never ends, so the matrix calls it signed out only; events.routes.test.ts covers the rest.
  'GET /api/events': { access: 'signed-in-own', streams: true },
  // Suspension.
  'PUT /api/moderation/users/:userId/suspension': MODERATOR_ONLY,
  'DELETE /api/moderation/users/:userId/suspension': MODERATOR_ONLY,
  'GET /api/moderation/suspensions': MODERATOR_ONLY,
  // XP integrity and the operators' overview.
  'GET /api/moderation/users/:userId/xp': MODERATOR_ONLY,
  'POST /api/moderation/xp/:entryId/void': MODERATOR_ONLY,
  'GET /api/moderation/overview': MODERATOR_ONLY,
  // Reports: anyone signed in reports what someone else made; moderators act on them.
  'POST /api/reports': OWN,
  'GET /api/moderation/reports': MODERATOR_ONLY,
  'POST /api/moderation/reports/:id/dismiss': MODERATOR_ONLY,
  'POST /api/moderation/items/hide': MODERATOR_ONLY,
  'POST /api/moderation/items/unhide': MODERATOR_ONLY,
  'GET /api/moderation/log': MODERATOR_ONLY,
};
