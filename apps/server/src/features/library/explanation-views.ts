import type { ExplanationSearchHit, PublishedExplanation } from '@teachloop/shared';
import { REVIEW_MESSAGES } from '@teachloop/shared';
import type { LibraryRow } from './library-row';
import { excerptOf } from './excerpt';

/**
 * The byline anyone may read: the author's name (a peer's while a moderator hides their profile, or while they
 * have none), and their handle only while their public profile is public and shown.
 */
function authorOf(row: LibraryRow): PublishedExplanation['author'] {
  const shown = row.profile_hidden_at === null;
  const name = shown ? row.display_name?.trim() : undefined;
  return {
    name: name || REVIEW_MESSAGES.anonymousReviewer,
    handle: shown && row.public_profile === 1 ? row.handle : null,
  };
}

export function toPublishedExplanation(row: LibraryRow, marked: unknown): PublishedExplanation {
  return {
    teachbackId: row.teachback_id,
    course: row.course,
    item: row.item,
    title: row.title,
    body: row.body,
    stars: row.stars,
    helpful: row.helpful,
    publishedAt: row.published_at,
    author: authorOf(row),
    markedHelpful: Boolean(Number(marked)),
  };
}

export function toSearchHit(row: LibraryRow, words: readonly string[]): ExplanationSearchHit {
  return {
    teachbackId: row.teachback_id,
    course: row.course,
    item: row.item,
    title: row.title,
    excerpt: excerptOf(row.body, row.prompt, words),
    stars: row.stars,
    helpful: row.helpful,
    author: authorOf(row),
  };
}
