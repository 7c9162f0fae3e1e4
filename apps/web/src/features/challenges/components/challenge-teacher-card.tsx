import type { ChallengeTeacher } from '@teachloop/shared';
import { RemovedContent } from '../../../components/common/removed-content';
import { RichText } from '../../../components/common/rich-text';
import { StatusBadge } from '../../../components/common/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Avatar, initialOfName } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { dueText } from '../../../lib/due-text';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import { useChallengeTeacher } from '../api/challenge-owner';
import { CHALLENGE_OWNER_TEXTS as T } from '../challenge-texts';

/**
 * The owner's view of who teaches their challenge back: the peer's name and photo, the teach-back's status and
 * due date (live: every start, save, completion or decline refreshes it), and once it is complete the rendered
 * explanation with 'Review' beside it. Without a teacher, it says the challenge waits in the open list.
 */
export function ChallengeTeacherCard({ challengeId }: { challengeId: string }) {
  const query = useChallengeTeacher(challengeId);
  const now = useNow(query.dataUpdatedAt);
  let body;
  if (query.data) {
    const { teacher } = query.data;
    body = teacher ? (
      <TeacherDetails teacher={teacher} now={now} />
    ) : (
      <div className="mt-3">
        <p className="font-semibold text-fg">{T.waiting}</p>
        <p className="mt-1 text-sm text-muted">{T.waitingLead}</p>
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert tone="error" className="mt-3">
        {loadErrorText(query.error, T.teacherLoadFailed)}
      </Alert>
    );
  } else {
    body = <p className="mt-3 text-sm text-muted">Loading who is teaching it…</p>;
  }
  return (
    <section aria-labelledby="challenge-teacher-title">
      <Card>
        <h2 id="challenge-teacher-title" className="text-lg font-semibold text-fg">
          {T.teacherTitle}
        </h2>
        {body}
      </Card>
    </section>
  );
}

function TeacherDetails({ teacher, now }: { teacher: ChallengeTeacher; now: number }) {
  const done = teacher.status === 'completed';
  return (
    <>
      <div className="mt-3 flex items-center gap-3">
        <Avatar
          photoURL={teacher.photoURL}
          initial={initialOfName(teacher.name)}
          seed={teacher.name}
          small
          className="size-11 text-base font-semibold ring-1 ring-line"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold wrap-anywhere text-fg">{teacher.name}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StatusBadge status={teacher.status} />
            <span>{T.due(done ? formatDate(teacher.dueTs) : dueText(teacher.dueTs, now))}</span>
          </div>
        </div>
      </div>
      {done && teacher.explanationRemoved ? (
        <div className="mt-5 border-t border-line pt-5">
          <h3 className="text-base font-semibold text-fg">{T.explanation(teacher.name)}</h3>
          <RemovedContent removed={teacher.explanationRemoved} mine={false} className="mt-3" />
        </div>
      ) : null}
      {done && teacher.explanation !== null ? (
        <div className="mt-5 border-t border-line pt-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-fg">{T.explanation(teacher.name)}</h3>
            {teacher.reviewId ? (
              <ButtonLink to={`/feedback/${encodeURIComponent(teacher.reviewId)}`} size="sm">
                {T.review}
              </ButtonLink>
            ) : null}
          </div>
          <RichText source={teacher.explanation} className="mt-3 text-fg" />
        </div>
      ) : null}
    </>
  );
}
