import type { OpenReportsResponse, ModerationLogResponse, ReportItemKind } from '@teachloop/shared';
import type { Db } from '../db/database';
import { grantModeratorByEmail } from '../db/moderators';
import type { TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * Reports: after the learning loop and the circles, `owner` reports the explanation and a
 * reply, `learner` the review, `other` the owner's circle and public profile; a moderator reads the queue (two
 * pages), dismisses one, hides the review (its other open reports close), shows it again, and reads the log.
 */
export async function reports(
  hit: Hit,
  { owner, learner, other }: { owner: TestUser; learner: TestUser; other: TestUser },
  moderator: TestUser,
  lookup: Db,
) {
  await grantModeratorByEmail(lookup, moderator.email, Date.now());
  const review = await lookup
    .selectFrom('feedback_requests')
    .select(['id', 'teachback_id'])
    .where('reviewer_id', '=', owner.id)
    .where('learner_id', '=', learner.id)
    .executeTakeFirstOrThrow();
  const reply = await lookup
    .selectFrom('review_replies')
    .select('id')
    .where('review_id', '=', review.id)
    .where('author_id', '=', learner.id)
    .executeTakeFirst();
  const circle = await lookup
    .selectFrom('circles')
    .select('id')
    .where('owner_id', '=', owner.id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  const made = await hit('PATCH /api/profile/visibility', owner, {
    body: { publicProfile: true, showOnLeaderboards: true },
  });
  const handle = made.json<{ visibility: { handle: string } }>().visibility.handle;

  const report = (reporter: TestUser, itemKind: ReportItemKind, itemId: string) =>
    hit('POST /api/reports', reporter, { body: { itemKind, itemId, reason: 'spam' }, status: 201 });
  await report(owner, 'teachback', review.teachback_id);
  if (reply) await report(owner, 'reply', reply.id);
  if (circle) await report(other, 'circle', circle.id);
  await report(other, 'profile', handle);
  await report(learner, 'review', review.id);

  const first = await hit('GET /api/moderation/reports', moderator, { query: { limit: '3' } });
  const queue = first.json<OpenReportsResponse>();
  if (queue.nextCursor) {
    await hit('GET /api/moderation/reports', moderator, { query: { limit: '3', cursor: queue.nextCursor } });
  }
  const profileReport = queue.reports.find((r) => r.itemKind === 'profile' && r.subject.id === owner.id);
  if (profileReport) {
    await hit('POST /api/moderation/reports/:id/dismiss', moderator, { params: { id: profileReport.id } });
  }
  const item = { itemKind: 'review', itemId: review.id };
  await hit('POST /api/moderation/items/hide', moderator, { body: { ...item, reason: 'Insulting.' } });
  await hit('POST /api/moderation/items/unhide', moderator, { body: item });
  const log = await hit('GET /api/moderation/log', moderator, { query: { limit: '2' } });
  const { nextCursor } = log.json<ModerationLogResponse>();
  if (nextCursor)
    await hit('GET /api/moderation/log', moderator, { query: { limit: '2', cursor: nextCursor } });
}
