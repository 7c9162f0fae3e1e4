import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { call, type TestUser } from './factories';
import { EXPLANATION } from './learning-loop';

/**
 * An explanation taught without being asked, as the app makes one: `author` teaches the course's item
 * (POST …/teach) and completes it. Returns the teach-back and the pending review 'Open for review' lists.
 */
export async function taughtUnasked(
  app: FastifyInstance,
  db: Db,
  author: TestUser,
  course: string,
  item: string,
) {
  const taught = await call(app, 'POST', `/api/courses/${course}/items/${item}/teach`, author);
  if (taught.statusCode !== 201) throw new Error(`teach: ${taught.statusCode} ${taught.body}`);
  const { teachbackId } = taught.json<{ teachbackId: string }>();
  const saved = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, author, {
    notes: EXPLANATION,
  });
  if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  const completed = await call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, author, {});
  if (completed.statusCode !== 200) throw new Error(`complete: ${completed.statusCode} ${completed.body}`);
  const request = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
  return { teachbackId, feedbackId: request.id };
}

/** Reviews an explanation from 'Open for review' (the community review route), as any other student does. */
export function reviewOpen(app: FastifyInstance, reviewer: TestUser, feedbackId: string, body: object) {
  return call(app, 'PUT', `/api/feedback/community/${feedbackId}/review`, reviewer, body);
}
