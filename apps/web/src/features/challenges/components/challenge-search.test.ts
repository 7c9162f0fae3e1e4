import type { Challenge } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { matchesChallenge } from './challenge-search';

const challenge: Challenge = {
  id: 'c1',
  ownerId: 'u1',
  title: 'Explain recursion',
  topic: 'Computer Science',
  level: 'Intermediate',
  status: 'in_progress',
  description: '',
  notes: '',
  points: 25,
  tags: ['algorithms'],
  author: 'Ada Lovelace',
  dueTs: 2,
  createdAt: 0,
  updatedAt: 0,
};

describe('matchesChallenge', () => {
  it.each([
    '',
    '  ',
    'recursion',
    'COMPUTER',
    'intermediate',
    'in_progress',
    'in progress',
    'lovelace',
    'algo',
  ])('matches %j', (query) => {
    expect(matchesChallenge(challenge, query)).toBe(true);
  });

  it.each(['graphs', 'beginner', 'completed', 'recursion beginner'])('does not match %j', (query) => {
    expect(matchesChallenge(challenge, query)).toBe(false);
  });
});
