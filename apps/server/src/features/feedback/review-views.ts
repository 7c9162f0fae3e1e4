import {
  REVIEW_MESSAGES,
  type FeedbackDetail,
  type FeedbackRequest,
  type FeedbackStatus,
  type LearnerReview,
  type Rubric,
} from '@teachloop/shared';
import { removalFor, seenBy, type ModerationMarks } from '../moderation/visibility.policy';

/** A feedback request as stored: the review of one completed teach-back, with both parties. */
export interface StoredReview {
  id: string;
  reviewerId: string;
  /** The reviewer's name as their teach-back request shows it (the challenge's author). */
  reviewerName: string;
  learnerId: string;
  learner: string;
  teachbackId: string;
  title: string;
  topic: string;
  points: number;
  status: FeedbackStatus;
  rating: number | null;
  rubric: Rubric;
  comment: string | null;
  anonymous: boolean;
  helpfulAt: number | null;
  completedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** When the review is due (decision 023). */
  dueAt: number;
  /** Written by a community reviewer, not the challenge's owner (decision 023). */
  community: boolean;
  /** The review's hidden mark and its reviewer's suspension. */
  reviewMarks: ModerationMarks;
  /** The reviewed teach-back's hidden mark and its learner's suspension. */
  teachbackMarks: ModerationMarks;
}

/** A review with the learner's teach-back notes: what the reviewer reviews. */
export interface ReviewWithNotes extends StoredReview {
  teachbackNotes: string;
  /** When the learner last revised those notes after completing; null if never. */
  teachbackRevisedAt: number | null;
}

/** A row in the reviewer's To give list. */
export function toFeedbackRequest(review: StoredReview): FeedbackRequest {
  return {
    id: review.id,
    reviewerId: review.reviewerId,
    learnerId: review.learnerId,
    learner: review.learner,
    teachbackId: review.teachbackId,
    title: review.title,
    points: review.points,
    status: review.status,
    rating: review.rating,
    comment: review.comment,
    helpful: review.helpfulAt !== null,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    dueAt: review.dueAt,
    // The reviewer reads their own review: a hidden one keeps its content and shows why.
    removed: removalFor(review.reviewerId, review.reviewerId, review.reviewMarks),
  };
}

/** The reviewer's side panel: what is reviewed (the learner's teach-back notes) and the review so far. */
export function toFeedbackDetail(review: ReviewWithNotes): FeedbackDetail {
  const teachback = seenBy(review.reviewerId, review.learnerId, review.teachbackMarks);
  return {
    ...toFeedbackRequest(review),
    topic: review.topic,
    teachbackNotes: teachback.blank ? '' : review.teachbackNotes,
    teachbackRemoved: teachback.removal,
    teachbackRevisedAt: review.teachbackRevisedAt,
    rubric: review.rubric,
    anonymous: review.anonymous,
    completedAt: review.completedAt,
  };
}

/**
 * The learner's view of a review of their teach-back. Everything the learner receives about a review goes
 * through here: an anonymous one carries neither the reviewer's id nor their name.
 */
export function toLearnerReview(review: StoredReview): LearnerReview {
  const seen = seenBy(review.learnerId, review.reviewerId, review.reviewMarks);
  return {
    id: review.id,
    teachbackId: review.teachbackId,
    title: review.title,
    topic: review.topic,
    reviewer: review.anonymous ? REVIEW_MESSAGES.anonymousReviewer : review.reviewerName,
    reviewerId: review.anonymous ? null : review.reviewerId,
    status: review.status,
    rating: seen.blank ? null : review.rating,
    rubric: seen.blank ? { clarity: null, accuracy: null, examples: null } : review.rubric,
    comment: seen.blank ? null : review.comment,
    anonymous: review.anonymous,
    helpful: review.helpfulAt !== null,
    createdAt: review.createdAt,
    completedAt: review.completedAt,
    removed: seen.removal,
  };
}
