import { COURSE_PATHS } from './course-path-content';
import type { PathItem } from './course-paths';
import type { ChallengeLevel } from './learning';

/**
 * The five sample courses of /explore. Challenge topics are free text, so a course names the exact topics its
 * challenges carry: 'Create a challenge' prefills one of them, and the course page lists the open
 * challenges whose topic is one of them (matched exactly, served by the (status, topic, created_at) index).
 * Its learning path is content (course-path-content.ts); the number of challenges a card promises is the path's
 * length, so the promise and the path cannot drift apart.
 */
export interface Course {
  slug: string;
  title: string;
  subject: string;
  /** The level the course starts at, shown on its card. */
  level: ChallengeLevel;
  description: string;
  /** The number of items of its path ('8 challenges · 4 weeks' on its card). */
  challenges: number;
  weeks: number;
  /** Challenge topics the course covers (values of a challenge's `topic`). */
  topics: readonly string[];
  /** Challenge levels the course covers. */
  levels: readonly ChallengeLevel[];
  /** The learning path, in teaching order. */
  path: readonly PathItem[];
}

/** A course as written below; its path and the count derived from it are attached from the content. */
type CourseEntry = Omit<Course, 'challenges' | 'path'>;

function withPath(course: CourseEntry): Course {
  const path = COURSE_PATHS[course.slug] ?? [];
  return { ...course, challenges: path.length, path };
}

const COURSE_ENTRIES: readonly CourseEntry[] = [
  {
    slug: 'intro-to-python',
    title: 'Intro to Python Programming',
    subject: 'Computer Science',
    level: 'Beginner',
    description:
      'Write your first programs, then explain variables, loops and functions back to a partner until they click.',
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
    weeks: 3,
    topics: ['Persuasive Writing', 'Argument', 'Essays'],
    levels: ['Intermediate', 'Advanced'],
  },
];

export const COURSES: readonly Course[] = /* @__PURE__ */ COURSE_ENTRIES.map(withPath);

/** The course with this slug, or undefined. */
export function findCourse(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}

/** The item of the course's path with this slug, or undefined. */
export function findPathItem(course: Course, item: string): PathItem | undefined {
  return course.path.find((pathItem) => pathItem.slug === item);
}

export const COURSE_LIMITS = { pageSize: 20, cursor: 200, slug: 100 } as const;

export const COURSE_MESSAGES = {
  notFound: 'Course not found.',
  cursorInvalid: 'This page of challenges is no longer valid. Reload the course.',
  loadFailed: 'Couldn’t load the open challenges. Please try again.',
  empty: 'No challenges on these topics are waiting for a teacher right now.',
} as const;
