import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact-schemas';
import { CONTACT_MESSAGES } from './messages';

function firstError(input: unknown) {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('contactMessageSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello there' };

  it('accepts a well-formed message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Ada  ' }).name).toBe('Ada');
  });

  it.each([
    [{ ...valid, name: '   ' }, CONTACT_MESSAGES.nameRequired],
    [{ ...valid, email: '' }, CONTACT_MESSAGES.emailRequired],
    [{ ...valid, email: 'ada@example' }, CONTACT_MESSAGES.emailInvalid],
    [{ ...valid, email: 'ada example@x.io' }, CONTACT_MESSAGES.emailInvalid],
    [{ ...valid, message: '' }, CONTACT_MESSAGES.messageRequired],
    [{ ...valid, name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
    [{ ...valid, email: `${'e'.repeat(196)}@x.io` }, CONTACT_MESSAGES.emailTooLong],
    [{ ...valid, message: 'm'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
  ])('rejects %j with the spec text', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('accepts every field at exactly its maximum length', () => {
    const input = { name: 'n'.repeat(100), email: `${'e'.repeat(195)}@x.io`, message: 'm'.repeat(5000) };
    expect(firstError(input)).toBeUndefined();
  });

  it('never accepts a name longer than 100 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (name) => {
        const ok = contactMessageSchema.safeParse({ ...valid, name }).success;
        const trimmed = name.trim();
        expect(ok).toBe(trimmed.length >= 1 && trimmed.length <= 100);
      }),
    );
  });
});
