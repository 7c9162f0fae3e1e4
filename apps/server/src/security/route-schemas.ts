import {
  activityListQuerySchema,
  blockRequestSchema,
  blocksQuerySchema,
  circleLeaderboardQuerySchema,
  circleListQuerySchema,
  completeWorkItemSchema,
  explanationSearchQuerySchema,
  itemExplanationsQuerySchema,
  openReviewsQuerySchema,
  publishChoiceSchema,
  changeEmailSchema,
  contactRequestSchema,
  courseChallengesQuerySchema,
  createReportSchema,
  dailyGoalBodySchema,
  hideItemSchema,
  moderationPageQuerySchema,
  unhideItemSchema,
  createChallengeSchema,
  createCircleSchema,
  declineTeachbackSchema,
  feedbackListQuerySchema,
  feedbackToGiveQuerySchema,
  leaderboardQuerySchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  quietHoursSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  openChallengesQuerySchema,
  saveNotesSchema,
  submitReviewSchema,
  suspendUserSchema,
  suspensionListQuerySchema,
  userXpQuerySchema,
  voidXpBodySchema,
  workItemListQuerySchema,
  transferCircleSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  updateProfileRequestSchema,
  verifyEmailSchema,
} from '@teachloop/shared';
import { z } from 'zod';

/**
 * The shared request schemas each route validates with (as its routes file registers them), so the fuzzer
 * aims its junk at the query keys and body fields the route actually reads. The auth bridge validates against
 * AUTH_ENDPOINTS per path; the fuzzer starts from a valid body for each of those instead.
 */
const ROUTE_SCHEMAS: Record<string, { query?: z.ZodType; body?: z.ZodType }> = {
  'POST /api/contact': { body: contactRequestSchema },
  'POST /api/email/verify': { body: verifyEmailSchema },
  'POST /api/email/change': { body: changeEmailSchema },
  'GET /api/leaderboard': { query: leaderboardQuerySchema },
  'POST /api/unsubscribe': { query: unsubscribeQuerySchema, body: unsubscribeBodySchema },
  'GET /api/courses/:slug/challenges': { query: courseChallengesQuerySchema },
  'POST /api/challenges': { body: createChallengeSchema },
  'GET /api/challenges': { query: workItemListQuerySchema },
  'GET /api/challenges/open': { query: openChallengesQuerySchema },
  'PUT /api/challenges/:id/notes': { body: saveNotesSchema },
  'GET /api/teachbacks': { query: workItemListQuerySchema },
  'PUT /api/teachbacks/:id/notes': { body: saveNotesSchema },
  'POST /api/teachbacks/:id/decline': { body: declineTeachbackSchema },
  'POST /api/teachbacks/:id/revision': { body: saveNotesSchema },
  'POST /api/teachbacks/:id/complete': { body: completeWorkItemSchema },
  'PUT /api/teachbacks/:id/publish': { body: publishChoiceSchema },
  'GET /api/courses/:slug/items/:item/explanations': { query: itemExplanationsQuerySchema },
  'GET /api/open-reviews': { query: openReviewsQuerySchema },
  'GET /api/explanations/search': { query: explanationSearchQuerySchema },
  'GET /api/feedback': { query: feedbackToGiveQuerySchema },
  'GET /api/feedback/received': { query: feedbackListQuerySchema },
  'GET /api/feedback/requests': { query: feedbackListQuerySchema },
  'PUT /api/feedback/:id/review': { body: submitReviewSchema },
  'GET /api/circles': { query: circleListQuerySchema },
  'POST /api/circles': { body: createCircleSchema },
  'GET /api/circles/leaderboard': { query: circleLeaderboardQuerySchema },
  'POST /api/circles/:id/transfer': { body: transferCircleSchema },
  'GET /api/activity': { query: activityListQuerySchema },
  'GET /api/notifications': { query: notificationListQuerySchema },
  'PUT /api/notification-preferences': { body: notificationPreferencesSchema },
  'PUT /api/quiet-hours': { body: quietHoursSchema },
  'POST /api/push/subscriptions': { body: pushSubscriptionBodySchema },
  'POST /api/push/unsubscribe': { body: pushUnsubscribeBodySchema },
  'PATCH /api/profile': { body: updateProfileRequestSchema },
  'PUT /api/daily-goal': { body: dailyGoalBodySchema },
  'GET /api/blocks': { query: blocksQuerySchema },
  'POST /api/blocks': { body: blockRequestSchema },
  'PUT /api/moderation/users/:userId/suspension': { body: suspendUserSchema },
  'GET /api/moderation/suspensions': { query: suspensionListQuerySchema },
  'GET /api/moderation/users/:userId/xp': { query: userXpQuerySchema },
  'POST /api/moderation/xp/:entryId/void': { body: voidXpBodySchema },
  'POST /api/reports': { body: createReportSchema },
  'GET /api/moderation/reports': { query: moderationPageQuerySchema },
  'POST /api/moderation/items/hide': { body: hideItemSchema },
  'POST /api/moderation/items/unhide': { body: unhideItemSchema },
  'GET /api/moderation/log': { query: moderationPageQuerySchema },
};

/** The field names of an object schema, looking through optional and nullable wrappers. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return keysOf(schema.unwrap() as z.ZodType);
  return [];
}

/** The query keys and body fields `route` reads, by its shared schemas. */
export function fieldsOf(route: string): { query: string[]; body: string[] } {
  const schemas = ROUTE_SCHEMAS[route] ?? {};
  return { query: keysOf(schemas.query), body: keysOf(schemas.body) };
}
