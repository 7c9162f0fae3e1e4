import { describe, expect, it } from 'vitest';
import { MODERATION_TEXTS } from './moderation-texts';

describe('the audit log’s sentences', () => {
  it.each([
    ['dismiss', null, 'dismissed a report about Ada Lovelace'],
    ['hide', 'a review', 'hid a review by Ada Lovelace'],
    ['unhide', 'a teach-back', 'restored a teach-back by Ada Lovelace'],
    ['suspend', null, 'suspended Ada Lovelace'],
    ['lift', null, 'lifted the suspension of Ada Lovelace'],
    ['void_xp', null, 'voided XP earned by Ada Lovelace'],
  ])('%s reads as a sentence after the moderator’s name', (action, item, sentence) => {
    expect(MODERATION_TEXTS.logSentence(action, item, 'Ada Lovelace')).toBe(sentence);
  });

  it('reads without a subject (an account since erased)', () => {
    expect(MODERATION_TEXTS.logSentence('suspend', null, null)).toBe('suspended an account');
    expect(MODERATION_TEXTS.logSentence('hide', 'a circle', null)).toBe('hid a circle');
  });
});
