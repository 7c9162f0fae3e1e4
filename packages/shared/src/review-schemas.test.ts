import { describe, expect, it } from 'vitest';
import { submitReviewSchema } from './review-schemas';
import { REVIEW_MESSAGES } from './reviews';

const firstError = (input: unknown) => {
  const result = submitReviewSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('submitReviewSchema', () => {
  it('accepts 1 to 5 whole stars, an optional rubric, comment and anonymity', () => {
    for (const rating of [1, 5]) expect(firstError({ rating })).toBeUndefined();
    const parsed = submitReviewSchema.parse({
      rating: 4,
      rubric: { clarity: 5, accuracy: null },
      comment: '  Clear!  ',
      anonymous: true,
    });
    expect(parsed).toEqual({
      rating: 4,
      rubric: { clarity: 5, accuracy: null },
      comment: 'Clear!',
      anonymous: true,
    });
  });

  it.each([6, -1, 2.5, '4', Number.NaN])('refuses the rating %j', (rating) => {
    expect(firstError({ rating })).toBe(REVIEW_MESSAGES.ratingInvalid);
  });

  it.each([0, null, undefined])('asks for a rating when it is %j (unset)', (rating) => {
    expect(firstError({ rating })).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(firstError({ comment: 'A thorough, careful explanation.' })).toBe(REVIEW_MESSAGES.ratingRequired);
  });

  it.each([{ clarity: 0 }, { accuracy: 6 }, { examples: 2.5 }, { examples: '3' }, { style: 3 }, 'good'])(
    'refuses the rubric %j',
    (rubric) => {
      expect(firstError({ rating: 3, rubric })).toBe(REVIEW_MESSAGES.rubricInvalid);
    },
  );

  it('refuses a comment that is not text or is too long, and anonymity that is not a boolean', () => {
    expect(firstError({ rating: 3, comment: 5 })).toBe(REVIEW_MESSAGES.commentInvalid);
    expect(firstError({ rating: 3, comment: 'x'.repeat(2001) })).toBe(REVIEW_MESSAGES.commentTooLong);
    expect(firstError({ rating: 3, anonymous: 'yes' })).toBe(REVIEW_MESSAGES.anonymousInvalid);
  });
});
