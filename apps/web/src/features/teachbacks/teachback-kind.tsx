import { LEARNING_MESSAGES, TEACHBACK_MIN_WORDS, type Teachback } from '@teachloop/shared';
import { Suspense } from 'react';
import type { WorkItemKind } from '../../components/common/work-item/work-item-kind';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import { lazyComponent } from '../../lib/lazy-component';
import { teachbacksApi } from './api/teachbacks-api';
import { TeachbackGuide } from './components/teachback-guide';
import { TEACHBACK_TEXTS, teachbackWorkPath } from './teachback-texts';

// Only for the work page, not the lists and dashboard that share the kind: a pending teach-back's Start or
// Decline, and a completed teach-back's view (with the Markdown editor for a revision), load with their own chunks.
const CompletedTeachback = lazyComponent(() =>
  import('./components/completed-teachback').then((module) => module.CompletedTeachback),
);
// Decline on the lists and dashboard: until its code arrives, the same button stands there, not yet pressable.
const DeclineButton = lazyComponent(() =>
  import('./components/decline-button').then((module) => module.DeclineButton),
);
const TeachbackOffer = lazyComponent(() =>
  import('./components/teachback-offer').then((module) => module.TeachbackOffer),
);
// In the confirmation before completing, which itself loads on demand.
const PublishChoice = lazyComponent(() =>
  import('./components/publish-choice').then((module) => module.PublishChoice),
);
const RemovedPrompt = lazyComponent(() =>
  import('./components/removed-prompt').then((module) => module.RemovedPrompt),
);

/**
 * Teach-backs as a kind of work item: the assignee explains a peer's challenge back. The explanation saves as it
 * is typed, completing shows it as the reviewer will see it first, and once reviewed it can be revised. The
 * heading 'Teach-back' stands until the work page knows the challenge's title (TeachbackWorkPage).
 */
export const teachbackKind: WorkItemKind<Teachback> = {
  noun: 'Teach-back',
  back: { to: '/teachbacks', label: 'Back to teach-backs' },
  workPath: teachbackWorkPath,
  notFoundText: LEARNING_MESSAGES.teachbackNotFound,
  loadFailedText: LEARNING_MESSAGES.teachbackLoadFailed,
  startFrom: 'pending',
  startFailedText: TEACHBACK_TEXTS.startFailed,
  notesLabel: TEACHBACK_TEXTS.notesLabel,
  minWords: { count: TEACHBACK_MIN_WORDS, reason: LEARNING_MESSAGES.teachbackTooShort },
  api: teachbacksApi,
  drafts: { confirm: TEACHBACK_TEXTS.confirm, closed: TEACHBACK_TEXTS.closed },
  guide: <TeachbackGuide />,
  // An explanation of a learning path's item may go to the course library (the component shows nothing else).
  completeChoice: (teachback, value, onChange) => (
    <Suspense fallback={null}>
      <PublishChoice
        teachbackId={teachback.id}
        checked={value.publish === true}
        onChange={(publish) => onChange({ publish })}
      />
    </Suspense>
  ),
  completedView: (teachback) => (
    <Suspense fallback={null}>
      <CompletedTeachback teachback={teachback} />
    </Suspense>
  ),
  heading: (teachback) => ({
    title: 'Teach-back',
    facts: <span className="min-w-0 wrap-anywhere">Requested by {teachback.requester}</span>,
  }),
  prompt: (teachback) => teachback.prompt,
  // The requester's prompt, removed by a moderator: said so where it would be. While pending, the
  // choice to start or decline follows the prompt.
  section: (teachback) =>
    teachback.promptRemoved || teachback.status === 'pending' ? (
      <Suspense fallback={null}>
        {teachback.promptRemoved ? <RemovedPrompt removed={teachback.promptRemoved} /> : null}
        {teachback.status === 'pending' ? <TeachbackOffer key={teachback.id} teachback={teachback} /> : null}
      </Suspense>
    ) : null,
  details: (teachback) => [['Assigned', formatDate(teachback.createdAt)]],
  // Only before it is started: once the assignee is on it, declining would waste their work.
  startAlternative: (teachback, { describedBy, size }) => (
    <Suspense
      fallback={
        <Button variant="secondary" size={size} disabled>
          Decline
        </Button>
      }
    >
      <DeclineButton teachback={teachback} describedBy={describedBy} size={size} />
    </Suspense>
  ),
};
