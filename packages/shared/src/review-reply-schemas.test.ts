import { describe, expect, it } from 'vitest';
import { REPLY_LIMITS, REPLY_MESSAGES } from './review-replies';
import { replyBodySchema } from './review-reply-schemas';
import { hasVisibleCharacters } from './text-characters';

const messageOf = (body: unknown) => {
  const parsed = replyBodySchema.safeParse({ body });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('a reply body', () => {
  it('is trimmed, and may hold up to the limit of Markdown', () => {
    expect(replyBodySchema.parse({ body: '  **Thanks**\n' })).toEqual({ body: '**Thanks**' });
    expect(messageOf('x'.repeat(REPLY_LIMITS.body))).toBeNull();
    expect(messageOf('Ça va ? 👍🏽')).toBeNull();
  });

  it('is refused empty, invisible, too long or not text, each with its own message', () => {
    expect(messageOf('')).toBe(REPLY_MESSAGES.bodyRequired);
    expect(messageOf(' \n\t\u3000 ')).toBe(REPLY_MESSAGES.bodyRequired);
    for (const invisible of ['\u200b', '\u200d\ufeff', '\u2060\u3164', '\u2800\u115f', '\u0301\u034f'])
      expect(messageOf(invisible), JSON.stringify(invisible)).toBe(REPLY_MESSAGES.bodyInvisible);
    expect(messageOf('x'.repeat(REPLY_LIMITS.body + 1))).toBe(REPLY_MESSAGES.bodyTooLong);
    expect(messageOf(7)).toBe(REPLY_MESSAGES.bodyInvalid);
    expect(messageOf(undefined)).toBe(REPLY_MESSAGES.bodyInvalid);
  });
});

describe('hasVisibleCharacters', () => {
  it('sees letters, digits, punctuation and emoji, with marks on them', () => {
    for (const text of ['a', '1', '.', '👍', 'e\u0301', '\u200bx'])
      expect(hasVisibleCharacters(text)).toBe(true);
  });
});
