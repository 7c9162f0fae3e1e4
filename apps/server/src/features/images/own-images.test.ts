import { IMAGE_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, validChallenge } from '../../test/factories';
import { completedTeachback, EXPLANATION, review } from '../../test/learning-loop';
import { removeUnreferencedImages, UNREFERENCED_GRACE_MS } from './image-cleanup.service';
import { uploadPng } from '../../test/upload-image';

const { app, db } = await buildTestApp();
const owner = await buildUser(app);
const learner = await buildUser(app);

const embed = (url: string) => `Look: ![image](${url})`;
const notYours = { error: { code: 'invalid_argument', message: IMAGE_MESSAGES.notYours } };
const served = async (url: string) => (await app.inject({ url })).statusCode;

describe('only one’s own uploads may be embedded', () => {
  it('refuses a challenge prompt with someone else’s image or an unknown one, creating nothing', async () => {
    const theirs = await uploadPng(app, learner);
    const before = await learningRows(db);
    for (const url of [theirs.url, '/api/images/no-such-image']) {
      const response = await call(app, 'POST', '/api/challenges', owner, {
        ...validChallenge,
        description: embed(url),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(notYours);
    }
    expect(await learningRows(db)).toEqual(before);
  });

  it('takes a prompt with one’s own image', async () => {
    const mine = await uploadPng(app, owner);
    const created = await buildChallenge(app, owner, { description: embed(mine.url) });
    expect(created.challenge.description).toContain(mine.url);
  });

  it('refuses notes of a challenge and a teach-back with someone else’s image, keeping the notes', async () => {
    const loop = await completedTeachback(app, db, owner, learner);
    const ownersImage = await uploadPng(app, owner);
    const learnersImage = await uploadPng(app, learner);

    const challengeNotes = await call(app, 'PUT', `/api/challenges/${loop.challengeId}/notes`, owner, {
      notes: embed(learnersImage.url),
    });
    expect(challengeNotes.json()).toEqual(notYours);

    const fresh = await buildChallenge(app, learner);
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: owner.id })
      .where('id', '=', fresh.teachback!.id)
      .execute();
    const before = await learningRows(db);
    const teachbackNotes = await call(app, 'PUT', `/api/teachbacks/${fresh.teachback!.id}/notes`, owner, {
      notes: `${EXPLANATION} ${embed(learnersImage.url)}`,
    });
    expect(teachbackNotes.statusCode).toBe(400);
    expect(teachbackNotes.json()).toEqual(notYours);
    const comment = await review(app, owner, loop.feedbackId, {
      rating: 4,
      comment: embed(learnersImage.url),
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json()).toEqual(notYours);
    expect(await learningRows(db)).toEqual(before);

    const ownComment = await review(app, owner, loop.feedbackId, {
      rating: 4,
      comment: embed(ownersImage.url),
    });
    expect(ownComment.statusCode, ownComment.body).toBe(200);
  });
});

describe('cleanup', () => {
  it('removes images nobody names after the grace period and keeps the ones in use', async () => {
    const kept = await uploadPng(app, owner);
    const dropped = await uploadPng(app, owner);
    const neverUsed = await uploadPng(app, owner);
    const created = await buildChallenge(app, owner);
    const notes = (text: string) =>
      call(app, 'PUT', `/api/challenges/${created.challenge.id}/notes`, owner, { notes: text });
    expect((await notes(`${embed(kept.url)} ${embed(dropped.url)}`)).statusCode).toBe(200);
    const removedAt = Date.now();
    expect((await notes(embed(kept.url))).statusCode).toBe(200);

    // Within the grace period nothing goes; after it, the unused and the no-longer-named ones do.
    await removeUnreferencedImages(db, removedAt + UNREFERENCED_GRACE_MS - 60_000);
    expect(await served(dropped.url)).toBe(200);
    await removeUnreferencedImages(db, removedAt + UNREFERENCED_GRACE_MS + 60_000);
    expect(await served(neverUsed.url)).toBe(404);
    expect(await served(dropped.url)).toBe(404);
    expect(await served(kept.url)).toBe(200);
  });

  it('runs with the scheduler', async () => {
    expect(await app.jobs.runOnce()).toHaveProperty('imageCleanup');
  });
});

it('deleting an account deletes its images', async () => {
  const leaving = await buildUser(app);
  const image = await uploadPng(app, leaving);
  const deleted = await call(app, 'POST', '/api/account/delete', leaving, {
    password: 'correct horse battery',
  });
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  expect(await served(image.url)).toBe(404);
});
