import type { ChallengeTeacher } from '@teachloop/shared';
import type { ChallengeStage } from './challenge-stage';

// Apart from CHALLENGE_TEXTS: only the owner's lazily loaded parts read these, so they stay out of first loads.
/** The owner's challenge page: who is teaching it, and editing or deleting it before the teach-back starts. */
export const CHALLENGE_OWNER_TEXTS = {
  teacherTitle: 'Where it stands',
  loading: 'Loading who is teaching it…',
  /** The sentence under the stage: what is happening and what comes next. */
  stageLead: (stage: ChallengeStage, teacher: Pick<ChallengeTeacher, 'name' | 'status'> | null) => {
    const name = teacher?.name ?? 'A peer';
    if (stage === 'waiting')
      return 'Any peer can accept it from the ‘Open to teach’ list on the challenges page.';
    if (stage === 'writing')
      return teacher?.status === 'pending'
        ? `${name} has been asked to teach it back and hasn’t started yet.`
        : `${name}’s explanation appears here when it’s done.`;
    if (stage === 'ready')
      return `Read ${name}’s explanation and rate it: your rating completes the challenge.`;
    return 'You rated the explanation: this challenge’s loop is closed.';
  },
  closedUntaught: 'Closed before anyone taught it.',
  teacherLoadFailed: 'Couldn’t load who is teaching this challenge.',
  due: (when: string) => `Due: ${when}`,
  explanation: (name: string) => `${name}’s explanation`,
  review: (name: string) => `Review ${name}’s explanation`,
  seeReview: 'See your review',
  closeTitle: 'Nobody has taught this yet. Close it anyway?',
  closeLead: 'It will earn no XP.',
  closeConfirm: 'Close it anyway',
  edit: 'Edit',
  editTitle: 'Edit challenge',
  editLead: 'The due date counts from today. A peer already asked sees the new prompt and due date.',
  save: 'Save changes',
  saving: 'Saving…',
  editFailed: 'Couldn’t save the challenge.',
  delete: 'Delete',
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteLead: (teacher: boolean) =>
    teacher
      ? 'Its teach-back is withdrawn and the peer asked to teach it is told. This cannot be undone.'
      : 'It leaves the ‘Open to teach’ list. This cannot be undone.',
  deleting: 'Deleting…',
  deleteFailed: 'Couldn’t delete the challenge.',
  locked: 'Its teach-back has started, so it can no longer be edited or deleted.',
  deleted: (title: string) => `Challenge “${title}” deleted.`,
} as const;
