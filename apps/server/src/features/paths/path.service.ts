import {
  COURSE_MESSAGES,
  findCourse,
  findPathItem,
  isPathItemDone,
  PATH_MESSAGES,
  type Course,
  type CoursePathResponse,
  type NextPathItemResponse,
  type PathItem,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import {
  findCourseBadge,
  findLatestStart,
  hasStartedPath,
  insertPathStart,
  listPathRows,
} from './path-progress.repo';
import { pathProgress } from './path-state';

/** The course with this slug, or 404. */
function courseOrNotFound(slug: string): Course {
  const course = findCourse(slug);
  if (!course) throw new AppError('not_found', COURSE_MESSAGES.notFound);
  return course;
}

/** The course and the item of its path, or 404. */
export function pathItemOrNotFound(slug: string, item: string): { course: Course; item: PathItem } {
  const course = courseOrNotFound(slug);
  const found = findPathItem(course, item);
  if (!found) throw new AppError('not_found', PATH_MESSAGES.itemNotFound);
  return { course, item: found };
}

/**
 * The viewer's path through a course: each item's state from their own rows (three reads at once, each by
 * primary key or the viewer's indexes), whether they started it, and when they completed it. Signed out: every
 * item not started.
 */
export async function getCoursePath(
  db: Db,
  viewerId: string | null,
  slug: string,
): Promise<CoursePathResponse> {
  const course = courseOrNotFound(slug);
  const [started, rows, completedAt] = viewerId
    ? await Promise.all([
        hasStartedPath(db, viewerId, course.slug),
        listPathRows(db, viewerId),
        findCourseBadge(db, viewerId, course.slug),
      ])
    : [false, [], null];
  const items = pathProgress(course.slug, course.path, rows, viewerId ?? '');
  return {
    started,
    items,
    done: items.filter((item) => isPathItemDone(item.state)).length,
    total: items.length,
    completedAt,
  };
}

/** Starts the course's path for the user (once: a second start keeps the first) and answers the path. */
export async function startPath(
  deps: { db: Db; now: () => number },
  userId: string,
  slug: string,
): Promise<CoursePathResponse> {
  const course = courseOrNotFound(slug);
  await insertPathStart(deps.db, userId, course.slug, deps.now());
  return getCoursePath(deps.db, userId, course.slug);
}

/**
 * The dashboard's next step: the first item not done of the path the user started most recently, or null when
 * they started none (one read) or finished it (two).
 */
export async function nextPathItem(db: Db, userId: string): Promise<NextPathItemResponse> {
  const slug = await findLatestStart(db, userId);
  const course = slug === undefined ? undefined : findCourse(slug);
  if (!course) return { next: null };
  const items = pathProgress(course.slug, course.path, await listPathRows(db, userId), userId);
  const done = items.filter((item) => isPathItemDone(item.state)).length;
  const index = items.findIndex((item) => !isPathItemDone(item.state));
  const next = items[index];
  const item = course.path[index];
  if (!next || !item) return { next: null };
  return {
    next: {
      course: course.slug,
      courseTitle: course.title,
      item: item.slug,
      itemTitle: item.title,
      state: next.state,
      done,
      total: items.length,
    },
  };
}
