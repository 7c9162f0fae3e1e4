import type { Challenge, ChallengeTeacher } from '@teachloop/shared';
import { RemovedContent } from '../../../components/common/removed-content';
import { RichText } from '../../../components/common/rich-text';
import { StatusBadge } from '../../../components/common/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Avatar, initialOfName } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { dueText } from '../../../lib/due-text';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import { useChallengeTeacher } from '../api/challenge-owner';
import {
  CHALLENGE_STAGES,
  challengeStage,
  challengeStageWords,
  type ChallengeStage,
} from '../challenge-stage';
import { TEACHER_CARD_HEIGHT } from '../teacher-card-height';
import { CHALLENGE_OWNER_TEXTS as T } from '../challenge-owner-texts';

/**
 * What leads the owner's challenge page: where it stands (waiting for a teacher → {name} is writing → ready for
 * your review → reviewed) with the one next step as the main button, who teaches it (name, photo, status and
 * due date, live: every start, save, completion or decline refreshes it), and once it is complete the rendered
 * explanation. Its summary keeps one height from loading to loaded, so nothing below moves when it arrives.
 */
export function ChallengeTeacherCard({ challenge }: { challenge: Challenge }) {
  const query = useChallengeTeacher(challenge.id);
  const now = useNow(query.dataUpdatedAt);
  const teacher = query.data?.teacher;
  const stage =
    teacher === undefined
      ? undefined
      : challengeStage(challenge.status, teacher?.status ?? null, teacher?.reviewed ?? false);
  let body;
  if (query.isError && !query.data) {
    body = (
      <Alert tone="error" className="mt-3">
        {loadErrorText(query.error, T.teacherLoadFailed)}
      </Alert>
    );
  } else if (stage === undefined) {
    body = <p className="mt-4 text-sm text-muted">{T.loading}</p>;
  } else {
    body = <Summary stage={stage} teacher={teacher ?? null} now={now} />;
  }
  return (
    <section aria-labelledby="challenge-teacher-title">
      <Card>
        <div className={cn('flex flex-col', TEACHER_CARD_HEIGHT)}>
          <h2 id="challenge-teacher-title" className="text-lg font-semibold text-fg">
            {T.teacherTitle}
          </h2>
          <Steps current={stage ?? null} name={teacher?.name ?? null} />
          {body}
        </div>
        {teacher ? <Explanation teacher={teacher} /> : null}
      </Card>
    </section>
  );
}

/** The four steps, the current one marked; all grey while loading or for a challenge closed untaught. */
function Steps({ current, name }: { current: ChallengeStage | null; name: string | null }) {
  const at = current ? CHALLENGE_STAGES.indexOf(current) : -1;
  return (
    <ol className="mt-3 grid grid-cols-4 gap-2">
      {CHALLENGE_STAGES.map((stage, index) => (
        <li
          key={stage}
          aria-current={index === at ? 'step' : undefined}
          className={cn('text-xs leading-snug', index === at ? 'font-semibold text-fg' : 'text-muted')}
        >
          <span
            aria-hidden
            className={cn('block h-1.5 rounded-full sm:mb-1.5', index <= at ? 'bg-primary' : 'bg-line')}
          />
          {/* A phone has no room for four labels: the status line under the steps names the current one. */}
          <span className="max-sm:sr-only">{challengeStageWords(stage, name)}</span>
        </li>
      ))}
    </ol>
  );
}

function Summary({
  stage,
  teacher,
  now,
}: {
  stage: ChallengeStage | null;
  teacher: ChallengeTeacher | null;
  now: number;
}) {
  const name = teacher?.name ?? null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div role="status">
        <p className="font-semibold text-fg">{stage ? challengeStageWords(stage, name) : T.closedUntaught}</p>
        {stage ? <p className="mt-1 text-sm text-muted">{T.stageLead(stage, teacher)}</p> : null}
      </div>
      {teacher ? <TeacherRow teacher={teacher} now={now} /> : null}
      {teacher?.reviewId && (stage === 'ready' || stage === 'reviewed') ? (
        <div>
          <ButtonLink
            to={`/feedback/${encodeURIComponent(teacher.reviewId)}`}
            variant={stage === 'ready' ? 'primary' : 'secondary'}
            size={stage === 'ready' ? 'md' : 'sm'}
          >
            {stage === 'ready' ? T.review(teacher.name) : T.seeReview}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

function TeacherRow({ teacher, now }: { teacher: ChallengeTeacher; now: number }) {
  const done = teacher.status === 'completed';
  return (
    <div className="flex items-center gap-3">
      <Avatar
        photoURL={teacher.photoURL}
        initial={initialOfName(teacher.name)}
        seed={teacher.name}
        small
        className="size-10 text-base font-semibold ring-1 ring-line"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-semibold wrap-anywhere text-fg">{teacher.name}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <StatusBadge status={teacher.status} />
          <span>{T.due(done ? formatDate(teacher.dueTs) : dueText(teacher.dueTs, now))}</span>
        </div>
      </div>
    </div>
  );
}

/** The completed explanation, below the summary (its length is the teacher's; it arrives with the page). */
function Explanation({ teacher }: { teacher: ChallengeTeacher }) {
  if (teacher.status !== 'completed') return null;
  if (teacher.explanationRemoved) {
    return (
      <div className="-mx-6 mt-6 border-t border-line px-6 pt-6">
        <h3 className="text-base font-semibold text-fg">{T.explanation(teacher.name)}</h3>
        <RemovedContent removed={teacher.explanationRemoved} mine={false} className="mt-3" />
      </div>
    );
  }
  if (teacher.explanation === null) return null;
  return (
    <div className="-mx-6 mt-6 border-t border-line px-6 pt-6">
      <h3 className="text-base font-semibold text-fg">{T.explanation(teacher.name)}</h3>
      <RichText source={teacher.explanation} className="mt-3 text-fg" />
    </div>
  );
}
