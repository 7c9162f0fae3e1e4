import { describe, expect, it } from 'vitest';
import { circleListQuerySchema, createCircleSchema } from './circle-schemas';
import { CIRCLE_MESSAGES } from './circles';

const valid = {
  name: ' Night Owls ',
  focus: ' Calculus ',
  level: 'Advanced',
  privacy: 'private',
  capacity: 2,
};

describe('createCircleSchema', () => {
  it('trims name and focus and accepts capacities from 2 to 50', () => {
    expect(createCircleSchema.parse(valid)).toEqual({ ...valid, name: 'Night Owls', focus: 'Calculus' });
    expect(createCircleSchema.parse({ ...valid, capacity: 50 }).capacity).toBe(50);
  });

  it.each([
    [{ capacity: 1 }, CIRCLE_MESSAGES.capacityInvalid],
    [{ capacity: 51 }, CIRCLE_MESSAGES.capacityInvalid],
    [{ capacity: Number.NaN }, CIRCLE_MESSAGES.capacityInvalid],
    [{ name: '  ' }, CIRCLE_MESSAGES.nameRequired],
    [{ focus: undefined }, CIRCLE_MESSAGES.focusRequired],
    [{ privacy: 'hidden' }, CIRCLE_MESSAGES.privacyInvalid],
  ])('refuses %j with its message', (change, message) => {
    const result = createCircleSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('circleListQuerySchema', () => {
  it('treats level All and a blank search as no filter', () => {
    expect(circleListQuerySchema.parse({ q: '   ', level: 'All' })).toEqual({
      q: undefined,
      level: undefined,
    });
    expect(circleListQuerySchema.parse({ q: ' graphs ', level: 'Beginner' })).toEqual({
      q: 'graphs',
      level: 'Beginner',
    });
  });
});
