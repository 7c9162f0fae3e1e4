import { describe, expect, it } from 'vitest';
import { activityListQuerySchema } from './activity-schemas';
import { authorName, LEARNING_MESSAGES } from './learning';
import { workItemListQuerySchema, createChallengeSchema, saveNotesSchema } from './learning-schemas';

const valid = { title: 'Binary search', topic: 'Algorithms', dueDays: 3 };

function firstError(input: unknown) {
  const result = createChallengeSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('createChallengeSchema', () => {
  it('trims, and fills the level and prompt defaults', () => {
    expect(createChallengeSchema.parse({ ...valid, title: '  Heaps ', topic: ' DS ' })).toEqual({
      title: 'Heaps',
      topic: 'DS',
      level: 'Beginner',
      dueDays: 3,
      description: '',
    });
  });

  it.each([0, null, '', undefined, Number.NaN])('counts the falsy due days %j as 1', (dueDays) => {
    expect(createChallengeSchema.parse({ ...valid, dueDays }).dueDays).toBe(1);
  });

  it.each([
    [{ ...valid, title: '   ' }, LEARNING_MESSAGES.titleAndTopicRequired],
    [{ ...valid, topic: '' }, LEARNING_MESSAGES.titleAndTopicRequired],
    [{ topic: 'x' }, LEARNING_MESSAGES.titleAndTopicRequired],
    [{ ...valid, title: 'x'.repeat(121) }, LEARNING_MESSAGES.titleTooLong],
    [{ ...valid, topic: 'x'.repeat(61) }, LEARNING_MESSAGES.topicTooLong],
    [{ ...valid, description: 'x'.repeat(2001) }, LEARNING_MESSAGES.descriptionTooLong],
    [{ ...valid, dueDays: 366 }, LEARNING_MESSAGES.dueDaysRange],
    [{ ...valid, dueDays: 2.5 }, LEARNING_MESSAGES.dueDaysRange],
    [{ ...valid, dueDays: '7' }, LEARNING_MESSAGES.dueDaysRange],
    [{ ...valid, level: 'beginner' }, LEARNING_MESSAGES.levelInvalid],
  ])('rejects %j with the right text', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('accepts the maxima exactly, counting characters after trimming', () => {
    const input = {
      title: ` ${'t'.repeat(120)} `,
      topic: 'p'.repeat(60),
      description: 'd'.repeat(2000),
      dueDays: 365,
    };
    expect(createChallengeSchema.safeParse(input).success).toBe(true);
  });
});

describe('saveNotesSchema', () => {
  it('keeps notes as typed and bounds them at 10000 characters', () => {
    expect(saveNotesSchema.parse({ notes: '  indented\n' }).notes).toBe('  indented\n');
    expect(saveNotesSchema.safeParse({ notes: 'n'.repeat(10_000) }).success).toBe(true);
    expect(saveNotesSchema.safeParse({ notes: 'n'.repeat(10_001) }).error?.issues[0]?.message).toBe(
      LEARNING_MESSAGES.notesTooLong,
    );
  });
});

describe('list queries', () => {
  it('parse limits and flags from query strings', () => {
    expect(workItemListQuerySchema.parse({ limit: '5', active: 'true' })).toEqual({
      limit: 5,
      active: true,
    });
    expect(workItemListQuerySchema.parse({})).toEqual({ limit: undefined, active: false });
    expect(activityListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('authorName', () => {
  it.each([
    [{ displayName: ' Ada ', email: 'ada@x.io' }, 'Ada'],
    [{ displayName: '  ', email: 'ada.l@x.io' }, 'ada.l'],
    [{ displayName: null, email: '@x.io' }, 'Anonymous'],
    [{ displayName: null, email: null }, 'Anonymous'],
  ])('names %j as %j', (user, name) => {
    expect(authorName(user)).toBe(name);
  });
});
