import type { ChallengeLevel } from './learning';

/**
 * The five sample courses of /explore. Challenge topics are free text, so a course names the exact topics its
 * challenges carry: 'Create a challenge' prefills one of them, and the course page lists the open
 * challenges whose topic is one of them (matched exactly, served by the (status, topic, created_at) index).
 */
export interface Course {
  slug: string;
  title: string;
  subject: string;
  /** The level the course starts at, shown on its card. */
  level: ChallengeLevel;
  description: string;
  challenges: number;
  weeks: number;
  /** Challenge topics the course covers (values of a challenge's `topic`). */
  topics: readonly string[];
  /** Challenge levels the course covers. */
  levels: readonly ChallengeLevel[];
}

export const COURSES: readonly Course[] = [
  {
    slug: 'intro-to-python',
    title: 'Intro to Python Programming',
    subject: 'Computer Science',
    level: 'Beginner',
    description:
      'Write your first programs, then explain variables, loops and functions back to a partner until they click.',
    challenges: 8,
    weeks: 4,
    topics: ['Python', 'Variables', 'Loops', 'Functions'],
    levels: ['Beginner'],
  },
  {
    slug: 'algebra-foundations',
    title: 'Algebra Foundations',
    subject: 'Mathematics',
    level: 'Beginner',
    description:
      'Equations, inequalities and graphs, practised through short challenges and peer-checked teach-backs.',
    challenges: 10,
    weeks: 5,
    topics: ['Algebra', 'Equations', 'Inequalities', 'Graphs'],
    levels: ['Beginner', 'Intermediate'],
  },
  {
    slug: 'cell-biology-essentials',
    title: 'Cell Biology Essentials',
    subject: 'Biology',
    level: 'Intermediate',
    description:
      'From organelles to cell division: draw the diagrams, teach them back and get feedback from classmates.',
    challenges: 7,
    weeks: 4,
    topics: ['Cell Biology', 'Organelles', 'Cell Division'],
    levels: ['Intermediate'],
  },
  {
    slug: 'data-structures-in-practice',
    title: 'Data Structures in Practice',
    subject: 'Computer Science',
    level: 'Intermediate',
    description:
      'Arrays, stacks, queues, trees and hash maps, with challenges that ask you to explain when each one fits.',
    challenges: 12,
    weeks: 6,
    topics: ['Data Structures', 'Arrays', 'Stacks and Queues', 'Trees', 'Hash Maps'],
    levels: ['Intermediate', 'Advanced'],
  },
  {
    slug: 'persuasive-writing-workshop',
    title: 'Persuasive Writing Workshop',
    subject: 'Writing',
    level: 'Advanced',
    description:
      'Build arguments that hold up, review peers’ essays with star-rated feedback and sharpen your own by teaching.',
    challenges: 6,
    weeks: 3,
    topics: ['Persuasive Writing', 'Argument', 'Essays'],
    levels: ['Intermediate', 'Advanced'],
  },
];

/** The course with this slug, or undefined. */
export function findCourse(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}

export const COURSE_LIMITS = { pageSize: 20, cursor: 200, slug: 100 } as const;

export const COURSE_MESSAGES = {
  notFound: 'Course not found.',
  cursorInvalid: 'This page of challenges is no longer valid. Reload the course.',
  loadFailed: 'Couldn’t load the open challenges. Please try again.',
  empty: 'No challenges on these topics are waiting for a teacher right now.',
} as const;
