import type { FeedbackStatus, TeachbackStatus } from '@teachloop/shared';

/** The fewest stars a review gives an explanation for its author's choice to publish it to take effect. */
const PUBLISH_MIN_STARS = 4;

/** What decides whether a teach-back's explanation belongs in its course's library. */
export interface PublishSource {
  /** The author's choice (teachbacks.publish). */
  publish: number;
  status: TeachbackStatus;
  /** '{course}/{item}' of its challenge, or null when it explains no path item. */
  pathItem: string | null;
  reviewStatus: FeedbackStatus | null;
  rating: number | null;
}

/** '{course}/{item}' as its two slugs; undefined when the value is not one. */
export function splitPathItem(pathItem: string | null): { course: string; item: string } | undefined {
  if (pathItem === null) return undefined;
  const slash = pathItem.indexOf('/');
  if (slash <= 0 || slash === pathItem.length - 1) return undefined;
  return { course: pathItem.slice(0, slash), item: pathItem.slice(slash + 1) };
}

/**
 * The library's one rule: an explanation is in it exactly while its author chose to publish it, it is completed,
 * its review is submitted with 4 stars or more, and it explains a path item. Hides and suspensions do not change
 * the row: the library's reads leave those out, so an unhide or a lifted suspension restores it as it was.
 */
export function belongsInLibrary(source: PublishSource): boolean {
  return (
    source.publish === 1 &&
    source.status === 'completed' &&
    source.reviewStatus === 'completed' &&
    (source.rating ?? 0) >= PUBLISH_MIN_STARS &&
    splitPathItem(source.pathItem) !== undefined
  );
}
