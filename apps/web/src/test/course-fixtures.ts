import {
  findCourse,
  isPathItemDone,
  type CoursePathResponse,
  type ExplanationSearchHit,
  type PathItemState,
  type PublishedExplanation,
} from '@teachloop/shared';

/**
 * GET /api/courses/{slug}/path as the server answers it: every item of the course's path in order, each in
 * the state `states` gives it (else not started), and the done count those states make.
 */
export function buildCoursePath(
  slug: string,
  { started = false, states = {} }: { started?: boolean; states?: Record<string, PathItemState> } = {},
): CoursePathResponse {
  const items = (findCourse(slug)?.path ?? []).map((item) => ({
    slug: item.slug,
    state: states[item.slug] ?? ('not_started' as const),
    challengeId: null,
    teachbackId: null,
  }));
  return {
    started,
    items,
    done: items.filter((item) => isPathItemDone(item.state)).length,
    total: items.length,
    completedAt: null,
  };
}

/** One published explanation of the library, as the item page's list reads it. */
export function buildExplanation(overrides: Partial<PublishedExplanation> = {}): PublishedExplanation {
  return {
    teachbackId: 't1',
    course: 'intro-to-python',
    item: 'variables',
    title: 'Explain what a variable is',
    body: 'A variable is a **name** for a value.',
    stars: 5,
    helpful: 2,
    publishedAt: Date.parse('2026-03-02T10:00:00Z'),
    author: { name: 'Ada Tester', handle: 'ada' },
    markedHelpful: false,
    ...overrides,
  };
}

/** One hit of the library's search. */
export function buildSearchHit(overrides: Partial<ExplanationSearchHit> = {}): ExplanationSearchHit {
  return {
    teachbackId: 't1',
    course: 'intro-to-python',
    item: 'variables',
    title: 'Explain what a variable is',
    excerpt: 'A variable is a name for a value.',
    stars: 4,
    helpful: 1,
    author: { name: 'Ada Tester', handle: 'ada' },
    ...overrides,
  };
}
