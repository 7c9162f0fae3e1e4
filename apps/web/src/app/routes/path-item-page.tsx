import { findCourse, findPathItem } from '@teachloop/shared';
import { PathItemView } from '../../features/courses/components/path-item-view';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

/** /explore/{slug}/{item}: one item of a course's learning path, open to anyone; an unknown one is not found. */
export function PathItemPage({ slug, itemSlug }: { slug: string; itemSlug: string }) {
  const { status } = useSession();
  const course = findCourse(slug);
  const item = course ? findPathItem(course, itemSlug) : undefined;
  useDocumentTitle(item?.title);
  if (!course || !item) return <NotFoundPage />;
  return <PathItemView course={course} item={item} signedIn={status === 'signed-in'} />;
}
