import { describe, expect, it } from 'vitest';
import { handleBaseOf, handleCandidate, handleProblem, isHandleShape } from './public-profile';

describe('handles', () => {
  it.each([
    ['Ada Lovelace', 'ada-lovelace'],
    ['  Zoë  Mäkinen!! ', 'zoe-makinen'],
    ['李', 'learner'],
    [null, 'learner'],
    ['Al', 'al-learner'],
    ['A'.repeat(40), 'a'.repeat(23)],
  ])('makes %j into %j, always a valid handle with room for a suffix', (name, handle) => {
    expect(handleBaseOf(name)).toBe(handle);
    expect(isHandleShape(handleCandidate(handle, 999_999))).toBe(true);
  });

  it.each(['ab', '-ada', 'ada-', 'Ada', 'a b', 'a'.repeat(31), 'ada_x'])('refuses %j', (value) => {
    expect(isHandleShape(value)).toBe(false);
  });
});

describe('handleProblem', () => {
  it('gives the schema’s message for each broken rule, null for a good handle', async () => {
    const { handleSchema } = await import('./public-profile-schemas');
    for (const value of ['ab', 'a'.repeat(31), 'Ada', '-ada', 'ada-lovelace']) {
      const parsed = handleSchema.safeParse(value);
      expect(handleProblem(value)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
    }
  });
});
