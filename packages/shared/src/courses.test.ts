import { describe, expect, it } from 'vitest';
import { COURSES, findCourse } from './courses';
import { createChallengeSchema } from './learning-schemas';

describe('the sample courses', () => {
  it('are five, with unique URL-safe slugs', () => {
    expect(COURSES).toHaveLength(5);
    const slugs = COURSES.map((course) => course.slug);
    expect(new Set(slugs).size).toBe(5);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('name topics and levels a challenge can have, so "Create a challenge" always validates', () => {
    for (const course of COURSES) {
      expect(course.topics.length).toBeGreaterThan(0);
      for (const topic of course.topics) {
        for (const level of course.levels) {
          const parsed = createChallengeSchema.safeParse({ title: 'T', topic, level, dueDays: 3 });
          expect(parsed.success, `${course.slug}: ${topic} / ${level}`).toBe(true);
          expect(parsed.data?.topic).toBe(topic);
        }
      }
    }
  });

  it('are found by slug, and an unknown slug finds none', () => {
    expect(findCourse('algebra-foundations')?.title).toBe('Algebra Foundations');
    expect(findCourse('nope')).toBeUndefined();
  });
});
