import { describe, expect, it } from 'vitest';
import { createCircleSchema } from './circle-schemas';
import { CIRCLE_MESSAGES } from './circles';
import { contactMessageSchema } from './contact-schemas';
import { LEARNING_MESSAGES } from './learning';
import { createChallengeSchema } from './learning-schemas';
import { CONTACT_MESSAGES, GENERIC_MESSAGES } from './messages';
import { displayNameSchema, updateProfileRequestSchema } from './profile-settings-schemas';
import { replyBodySchema } from './review-reply-schemas';
import { PROFILE_MESSAGES } from './profile-settings';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const challenge = (title: string) => createChallengeSchema.safeParse({ title, topic: 'Graphs', dueDays: 3 });
const circle = (name: string, focus = 'Graphs') =>
  createCircleSchema.safeParse({ name, focus, level: 'Beginner', privacy: 'public', capacity: 10 });

describe('required text needs a character a reader can see', () => {
  it.each([
    ['a zero-width space', '\u200B'],
    ['zero-width joiners and a byte-order mark', '\u200D\u200C\uFEFF'],
    ['ideographic spaces', '\u3000\u3000'],
    ['a Hangul filler', '\u3164'],
  ])('refuses a title of only %s as empty', (_, title) => {
    expect(firstMessage(challenge(title))).toBe(LEARNING_MESSAGES.titleAndTopicRequired);
  });

  it('refuses invisible names, circle focuses and contact messages with their own required messages', () => {
    expect(firstMessage(displayNameSchema.safeParse('\u200B'))).toBe(PROFILE_MESSAGES.nameRequired);
    expect(firstMessage(circle('Graph club', '\u200B'))).toBe(CIRCLE_MESSAGES.focusRequired);
    expect(
      firstMessage(
        contactMessageSchema.safeParse({ name: 'Ada', email: 'ada@example.com', message: '\u2060' }),
      ),
    ).toBe(CONTACT_MESSAGES.messageRequired);
  });

  it('keeps visible text, trimmed, with a zero-width joiner inside an emoji', () => {
    expect(challenge('  Dijkstra 👩‍💻  ').data?.title).toBe('Dijkstra 👩‍💻');
  });
});

describe('names and titles may not change the text direction', () => {
  it.each([
    ['a right-to-left override', 'Ada\u202Egnp.exe'],
    ['a left-to-right isolate', '\u2066Ada\u2069'],
    ['a right-to-left mark', 'Ada\u200F'],
  ])('refuses %s in a display name, a challenge title and a circle name', (_, text) => {
    expect(firstMessage(displayNameSchema.safeParse(text))).toBe(GENERIC_MESSAGES.directionControls);
    expect(firstMessage(challenge(text))).toBe(GENERIC_MESSAGES.directionControls);
    expect(firstMessage(circle(text))).toBe(GENERIC_MESSAGES.directionControls);
  });

  it('accepts right-to-left scripts themselves', () => {
    expect(displayNameSchema.safeParse('ليلى حسن').success).toBe(true);
    expect(challenge('גרפים ומסלולים').success).toBe(true);
  });
});

describe('free text: nothing invisible stored, no direction overrides', () => {
  it('stores a prompt of only zero-width characters as no prompt', () => {
    const result = createChallengeSchema.safeParse({
      title: 'Graphs',
      topic: 'BFS',
      dueDays: 3,
      description: '\u200B\u200C\u2060\u3164',
    });
    expect(result.data?.description).toBe('');
  });

  it('saves a bio of only invisible characters as empty and refuses one with an override', () => {
    expect(updateProfileRequestSchema.safeParse({ bio: '\u200B\u3164' }).data?.bio).toBe('');
    expect(firstMessage(updateProfileRequestSchema.safeParse({ bio: 'I teach \u202Egnp.exe' }))).toBe(
      GENERIC_MESSAGES.directionOverrides,
    );
    expect(updateProfileRequestSchema.safeParse({ bio: 'אני מלמדת\u200F SQL' }).success).toBe(true);
  });

  it('refuses a reply with an override or an isolate', () => {
    for (const body of ['Thanks \u202Eevil', '\u2067reply\u2069']) {
      expect(firstMessage(replyBodySchema.safeParse({ body }))).toBe(GENERIC_MESSAGES.directionOverrides);
    }
  });
});
