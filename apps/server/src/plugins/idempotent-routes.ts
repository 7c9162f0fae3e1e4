/**
 * The routes that honour an `Idempotency-Key` (plugins/idempotency.ts): every request that creates something or
 * sends something to someone, keyed 'METHOD /path' as the app's route table names it. The value says whose keys
 * they are: the signed-in user's, or, on a signed-out route, the caller's address's. Every other state-changing
 * route is listed with its reason in security/idempotency-coverage.test.ts, which fails on a route in neither.
 */
export const IDEMPOTENT_ROUTES: Record<string, 'user' | 'address'> = {
  'POST /api/contact': 'address',
  // The learning loop: a challenge created and sent to a peer, taken from the open list, a teach-back started
  // (accepted), declined (passed on), completed or revised, a challenge started or completed (XP paid).
  'POST /api/challenges': 'user',
  'POST /api/challenges/:id/accept': 'user',
  'POST /api/challenges/:id/start': 'user',
  'POST /api/challenges/:id/complete': 'user',
  'POST /api/teachbacks/:id/start': 'user',
  'POST /api/teachbacks/:id/decline': 'user',
  'POST /api/teachbacks/:id/complete': 'user',
  'POST /api/teachbacks/:id/revision': 'user',
  // A learning path: started, an item asked (a challenge sent to a peer) or taught unasked (an explanation made).
  'POST /api/courses/:slug/path/start': 'user',
  'POST /api/courses/:slug/items/:item/ask': 'user',
  'POST /api/courses/:slug/items/:item/teach': 'user',
  // Reviews (a PUT, but the first one sends the review and pays), replies, helpful marks, reports.
  'PUT /api/feedback/:id/review': 'user',
  'PUT /api/feedback/community/:id/review': 'user',
  'POST /api/feedback/:id/replies': 'user',
  'POST /api/feedback/:id/helpful': 'user',
  'POST /api/explanations/:id/helpful': 'user',
  'POST /api/reports': 'user',
  // Circles: created, joined, asked to join (the owner is told), and the owner's answers.
  'POST /api/circles': 'user',
  'POST /api/circles/:id/join': 'user',
  'POST /api/circles/:id/requests': 'user',
  'POST /api/circles/:id/requests/:requestId/approve': 'user',
  'POST /api/circles/:id/requests/:requestId/decline': 'user',
  'POST /api/circles/:id/leave': 'user',
  'POST /api/circles/:id/transfer': 'user',
  'POST /api/circles/:id/close': 'user',
  // Mail sent on request: a verification link again, a link to confirm a new address.
  'POST /api/email/verification/resend': 'user',
  'POST /api/email/change': 'user',
  // A moderator's actions each tell people (reporters, the author).
  'POST /api/moderation/reports/:id/dismiss': 'user',
  'POST /api/moderation/items/hide': 'user',
  'POST /api/moderation/items/unhide': 'user',
  'POST /api/moderation/xp/:entryId/void': 'user',
};
