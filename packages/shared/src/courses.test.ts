import { describe, expect, it } from 'vitest';
import { COURSE_PATHS } from './course-path-content';
import { COURSES, findCourse, findPathItem } from './courses';
import { LEARNING_LIMITS } from './learning';
import { createChallengeSchema } from './learning-schemas';

/** What /explore promises for each course ('8 challenges · 4 weeks'): each path must hold exactly this many. */
const PROMISED: Record<string, number> = {
  'intro-to-python': 8,
  'algebra-foundations': 10,
  'cell-biology-essentials': 7,
  'data-structures-in-practice': 12,
  'persuasive-writing-workshop': 6,
};

/** A sentence: no stray space around it, ending with a full stop, ? or ! (it may start with code, as in 'print shows…'). */
const SENTENCE = /^\S.*[.?!”]$/;

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

describe('the learning paths', () => {
  it('hold exactly the number of challenges each course promises, and the card shows that number', () => {
    expect(Object.keys(COURSE_PATHS).sort()).toEqual(Object.keys(PROMISED).sort());
    for (const course of COURSES) {
      expect(course.path, course.slug).toHaveLength(PROMISED[course.slug]!);
      expect(course.challenges, course.slug).toBe(PROMISED[course.slug]);
      expect(course.path).toBe(COURSE_PATHS[course.slug]);
    }
  });

  it('give each item a unique, URL-safe slug within its course', () => {
    for (const course of COURSES) {
      const slugs = course.path.map((item) => item.slug);
      expect(new Set(slugs).size, course.slug).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length, slug).toBeLessThanOrEqual(60);
      }
    }
  });

  it('put every item on one of its course’s topics and levels, so a challenge asked from it validates and shows on the course page', () => {
    for (const course of COURSES) {
      for (const item of course.path) {
        expect(course.topics, `${course.slug}/${item.slug}`).toContain(item.topic);
        expect(course.levels, `${course.slug}/${item.slug}`).toContain(item.level);
        const parsed = createChallengeSchema.safeParse({
          title: item.title,
          topic: item.topic,
          level: item.level,
          description: item.prompt,
          dueDays: 7,
        });
        expect(parsed.success, `${course.slug}/${item.slug}`).toBe(true);
        expect(parsed.data).toMatchObject({ title: item.title, topic: item.topic, description: item.prompt });
      }
    }
  });

  it('keep titles, prompts and key ideas within their limits, as sentences in the product’s typography', () => {
    for (const course of COURSES) {
      for (const item of course.path) {
        const where = `${course.slug}/${item.slug}`;
        expect(item.title.length, where).toBeLessThanOrEqual(LEARNING_LIMITS.title);
        expect(item.title, where).toMatch(/^Explain /);
        expect(item.prompt.length, where).toBeLessThanOrEqual(Math.min(600, LEARNING_LIMITS.description));
        const sentences = item.prompt.split(/(?<=[.?!”])\s+(?=[A-Z])/);
        expect(sentences.length, where).toBeGreaterThanOrEqual(2);
        expect(sentences.length, where).toBeLessThanOrEqual(4);
        expect(item.keyIdeas.length, where).toBeGreaterThanOrEqual(2);
        expect(item.keyIdeas.length, where).toBeLessThanOrEqual(3);
        for (const idea of item.keyIdeas) {
          expect(idea, where).toMatch(SENTENCE);
          expect(idea.length, where).toBeLessThanOrEqual(160);
        }
        // Curly quotes and apostrophes only: straight ones are typewriter marks in the product's texts.
        for (const text of [item.title, item.prompt, ...item.keyIdeas])
          expect(text, where).not.toMatch(/['"]/);
      }
    }
  });

  it('find an item by its slug within its course, and no item of another course', () => {
    const python = findCourse('intro-to-python')!;
    expect(findPathItem(python, 'variables')?.title).toBe('Explain what a variable is');
    expect(findPathItem(python, 'hash-maps')).toBeUndefined();
    expect(findPathItem(findCourse('data-structures-in-practice')!, 'hash-maps')?.topic).toBe('Hash Maps');
    expect(findPathItem(python, '')).toBeUndefined();
  });
});
