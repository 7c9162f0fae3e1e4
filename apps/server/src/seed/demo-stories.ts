import type { ChallengeLevel } from '@teachloop/shared';
import { DAY, HOUR, MINUTE } from './demo-clock';

/**
 * How far one challenge's story gets: created only (open, its teach-back pending); the teach-back started
 * (accepted); the owner working on it (in_progress); the teach-back handed in and awaiting review (taught);
 * or the whole loop: reviewed, maybe marked helpful, and the challenge completed.
 */
type Stage = 'open' | 'accepted' | 'in_progress' | 'taught' | 'completed';

export interface DemoStory {
  /** Index into DEMO_USERS of the challenge's owner. */
  owner: number;
  title: string;
  topic: string;
  level: ChallengeLevel;
  /** When the story starts, before the seeding moment. */
  ago: number;
  stage: Stage;
  rating?: number;
  comment?: string;
  helpful?: boolean;
}

const story = (
  owner: number,
  title: string,
  topic: string,
  level: ChallengeLevel,
  ago: number,
  stage: Stage,
  review: { rating?: number; comment?: string; helpful?: boolean } = {},
): DemoStory => ({ owner, title, topic, level, ago, stage, ...review });

/**
 * The demo's challenges, oldest first, on the topics of the /explore courses so every course page lists some.
 * Completed loops are spread over five weeks (earlier months, earlier this month, this week, the last hour),
 * so every leaderboard period has rows; the newest ones are still open.
 */
export const DEMO_STORIES: readonly DemoStory[] = [
  story(0, 'Explain recursion with a Python example', 'Functions', 'Beginner', 34 * DAY, 'completed', {
    rating: 5,
    comment: 'The factorial walk-through made the call stack click for me.',
    helpful: true,
  }),
  story(1, 'Why does 0.1 + 0.2 != 0.3?', 'Python', 'Intermediate', 32 * DAY, 'completed', {
    rating: 4,
    comment: 'Clear on binary fractions; an example with Decimal would help.',
  }),
  story(2, 'Solve two-step linear equations', 'Equations', 'Beginner', 30 * DAY, 'completed', {
    rating: 5,
    comment: 'Great pacing and a neat check at the end.',
    helpful: true,
  }),
  story(3, 'Mitosis versus meiosis', 'Cell Division', 'Intermediate', 27 * DAY, 'completed', {
    rating: 4,
    comment: 'The diagram comparison was excellent.',
  }),
  story(4, 'When is a hash map the wrong choice?', 'Hash Maps', 'Advanced', 24 * DAY, 'completed', {
    rating: 3,
    comment: 'Good points on ordering; the memory cost part was rushed.',
  }),
  story(5, 'Build a thesis that can be argued', 'Argument', 'Intermediate', 21 * DAY, 'completed', {
    rating: 5,
    comment: 'Your counter-argument section was the strongest part.',
    helpful: true,
  }),
  story(6, 'Graph y = 2x + 1 from a table', 'Graphs', 'Beginner', 18 * DAY, 'completed', {
    rating: 4,
    comment: 'Nice use of the intercept to sanity-check.',
  }),
  story(7, 'What does the mitochondrion actually do?', 'Organelles', 'Intermediate', 15 * DAY, 'completed', {
    rating: 5,
    comment: 'Loved the power-plant analogy, and you said where it breaks down.',
    helpful: true,
  }),
  story(8, 'Stacks and queues in everyday life', 'Stacks and Queues', 'Intermediate', 12 * DAY, 'completed', {
    rating: 4,
    comment: 'The undo-button example was perfect.',
  }),
  story(9, 'for vs while: when to use which', 'Loops', 'Beginner', 10 * DAY, 'completed', {
    rating: 5,
    comment: 'Short and precise.',
    helpful: true,
  }),
  story(10, 'Inequalities that flip their sign', 'Inequalities', 'Beginner', 8 * DAY, 'completed', {
    rating: 4,
    comment: 'Clear rule, and a good example of why it flips.',
  }),
  story(11, 'Binary search trees from scratch', 'Trees', 'Advanced', 6 * DAY, 'completed', {
    rating: 5,
    comment: 'The insertion animation on paper was brilliant.',
    helpful: true,
  }),
  story(0, 'Variables are labels, not boxes', 'Variables', 'Beginner', 5 * DAY, 'in_progress'),
  story(1, 'Arrays versus linked lists', 'Arrays', 'Intermediate', 4 * DAY, 'taught'),
  story(2, 'Writing a persuasive opening paragraph', 'Persuasive Writing', 'Advanced', 3 * DAY, 'completed', {
    rating: 4,
    comment: 'Strong hook; the second sentence could be tighter.',
  }),
  story(3, 'The cell membrane as a gatekeeper', 'Cell Biology', 'Intermediate', 2 * DAY, 'accepted'),
  story(4, 'Factorising quadratics', 'Algebra', 'Intermediate', 36 * HOUR, 'completed', {
    rating: 5,
    comment: 'Your area-model explanation is the clearest I have seen.',
    helpful: true,
  }),
  story(5, 'Essay structure: claim, evidence, warrant', 'Essays', 'Advanced', 30 * HOUR, 'in_progress'),
  story(6, 'List comprehensions explained', 'Python', 'Intermediate', 26 * HOUR, 'accepted'),
  story(7, 'Tree traversals: in, pre and post order', 'Trees', 'Intermediate', 20 * HOUR, 'taught'),
  story(8, 'What is a function, really?', 'Functions', 'Beginner', 90 * MINUTE, 'completed', {
    rating: 4,
    comment: 'Good use of the vending-machine picture.',
  }),
  story(9, 'Slope as a rate of change', 'Graphs', 'Beginner', 10 * HOUR, 'open'),
  story(10, 'Ribosomes and protein synthesis', 'Organelles', 'Intermediate', 8 * HOUR, 'open'),
  story(11, 'Dictionaries in Python', 'Hash Maps', 'Beginner', 6 * HOUR, 'open'),
  story(0, 'Anticipating the counter-argument', 'Argument', 'Advanced', 4 * HOUR, 'open'),
  story(1, 'Solving simultaneous equations', 'Equations', 'Intermediate', 3 * HOUR, 'open'),
  story(2, 'Loops that never end (and how to stop them)', 'Loops', 'Beginner', 2 * HOUR, 'open'),
  story(3, 'Queues for breadth-first search', 'Stacks and Queues', 'Advanced', 40 * MINUTE, 'open'),
];
