import { describe, expect, it } from 'vitest';
import {
  VERIFIED_MIN_PEERS,
  VERIFIED_MIN_STARS,
  VERIFIED_RULE,
  verifiesSkill,
  type TopicRating,
} from './verified';

const rate = (reviewerId: string, rating: number | null): TopicRating => ({ reviewerId, rating });

describe('verifiesSkill', () => {
  it('needs 2 different peers at 4 stars or more', () => {
    expect(VERIFIED_MIN_PEERS).toBe(2);
    expect(VERIFIED_MIN_STARS).toBe(4);
    expect(verifiesSkill([rate('ann', 4), rate('bob', 4)])).toBe(true);
    expect(verifiesSkill([rate('ann', 5), rate('bob', 4)])).toBe(true);
    expect(verifiesSkill([rate('ann', 5), rate('bob', 5), rate('cy', 5)])).toBe(true);
  });

  it('is not verified by nothing or by one peer', () => {
    expect(verifiesSkill([])).toBe(false);
    expect(verifiesSkill([rate('ann', 5)])).toBe(false);
  });

  it('counts one peer rating twice (two teach-backs) once', () => {
    expect(verifiesSkill([rate('ann', 5), rate('ann', 4)])).toBe(false);
    expect(verifiesSkill([rate('ann', 5), rate('ann', 5), rate('ann', 5)])).toBe(false);
  });

  it('does not count a 3-star review', () => {
    expect(verifiesSkill([rate('ann', 5), rate('bob', 3)])).toBe(false);
    expect(verifiesSkill([rate('ann', 3), rate('bob', 3), rate('cy', 3)])).toBe(false);
  });

  it('ignores a null rating (unrated) and 0 (unset)', () => {
    expect(verifiesSkill([rate('ann', 5), rate('bob', null)])).toBe(false);
    expect(verifiesSkill([rate('ann', 5), rate('bob', 0)])).toBe(false);
    expect(verifiesSkill([rate('ann', 5), rate('bob', null), rate('bob', 4)])).toBe(true);
  });

  it('counts a peer whose other review on the topic was lower', () => {
    expect(verifiesSkill([rate('ann', 4), rate('bob', 2), rate('bob', 5)])).toBe(true);
  });

  it('is the rule the portfolio publishes', () => {
    expect(VERIFIED_RULE).toBe(
      'A topic is verified when at least 2 different peers rate your teach-backs on it 4 stars or more.',
    );
  });
});
