import { LEARNING_MESSAGES, PATH_MESSAGES, type PublishState, type SessionUser } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { belongsInLibrary, splitPathItem } from './publish.policy';
import {
  deletePublished,
  findPublishSource,
  upsertPublished,
  withdrawAuthorRows,
  writePublishChoice,
} from './publish.repo';

/**
 * The one place that keeps a teach-back's library row in step, inside the caller's transaction: the row exists
 * exactly when belongsInLibrary says so, with the challenge's title and prompt, the explanation as it reads now
 * and the review's stars. Every change that can move it calls this: the author's choice, a review submitted or
 * revised (the review kind's effects, for the owner's and the community's reviews alike), a revised explanation.
 * Returns whether it is in the library now.
 */
export async function syncPublished(trx: Db, teachbackId: string, now: number): Promise<boolean> {
  const source = await findPublishSource(trx, teachbackId);
  const place = splitPathItem(source?.pathItem ?? null);
  if (!source || !place || !belongsInLibrary(source)) {
    await deletePublished(trx, teachbackId);
    return false;
  }
  await upsertPublished(
    trx,
    {
      teachbackId,
      authorId: source.assigneeId,
      ...place,
      title: source.title,
      prompt: source.prompt,
      body: source.notes,
      stars: source.rating ?? 0,
    },
    now,
  );
  return true;
}

/**
 * The author's choice to publish their explanation, changeable at any time once it is completed. Anyone but the
 * assignee finds nothing (404, like a missing one); an explanation of no path item has no library (400).
 */
export async function choosePublish(
  deps: { db: Db; now: () => number },
  user: SessionUser,
  id: string,
  publish: boolean,
): Promise<PublishState> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const source = await findPublishSource(trx, id);
    if (!source || source.assigneeId !== user.id) {
      throw new AppError('not_found', LEARNING_MESSAGES.teachbackNotFound);
    }
    if (!splitPathItem(source.pathItem)) throw new AppError('invalid_argument', PATH_MESSAGES.notPublishable);
    if (source.status !== 'completed') throw new AppError('conflict', PATH_MESSAGES.publishNotCompleted);
    await writePublishChoice(trx, id, user.id, publish);
    return { publish, published: await syncPublished(trx, id, now) };
  });
}

/** An account deletion's part of the library, in its transaction (see withdrawAuthorRows). */
export function withdrawFromLibrary(trx: Db, userId: string): Promise<void> {
  return withdrawAuthorRows(trx, userId);
}
