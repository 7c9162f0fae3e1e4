import { describe, expect, it } from 'vitest';
import { OPEN_TO_TEACH_LIMITS, OPEN_TO_TEACH_MESSAGES } from './open-to-teach';
import { declineTeachbackSchema, openChallengesQuerySchema } from './open-to-teach-schemas';

describe('declineTeachbackSchema', () => {
  it('takes no body, an empty one or a reason, trimmed; a blank reason is none', () => {
    for (const body of [undefined, null, {}, { reason: '   ' }]) {
      expect(declineTeachbackSchema.parse(body)).toEqual({ reason: null });
    }
    expect(declineTeachbackSchema.parse({ reason: '  Busy this week. ' })).toEqual({
      reason: 'Busy this week.',
    });
  });

  it('refuses a reason too long or not text, with the message the form shows', () => {
    const tooLong = declineTeachbackSchema.safeParse({ reason: 'x'.repeat(OPEN_TO_TEACH_LIMITS.reason + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(OPEN_TO_TEACH_MESSAGES.reasonTooLong);
    const notText = declineTeachbackSchema.safeParse({ reason: 42 });
    expect(notText.error?.issues[0]?.message).toBe(OPEN_TO_TEACH_MESSAGES.reasonInvalid);
  });
});

describe('openChallengesQuerySchema', () => {
  it('reads filters and a limit up to the maximum', () => {
    expect(openChallengesQuerySchema.parse({ topic: 'Python', level: 'Beginner', limit: '50' })).toEqual({
      topic: 'Python',
      level: 'Beginner',
      limit: 50,
    });
    expect(openChallengesQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(openChallengesQuerySchema.safeParse({ level: 'Expert' }).success).toBe(false);
  });
});
