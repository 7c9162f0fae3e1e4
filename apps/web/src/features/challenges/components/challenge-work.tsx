import { LEARNING_MESSAGES as M } from '@teachloop/shared';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { DetailList } from '../../../components/common/detail-list';
import { NotesEditor } from '../../../components/common/notes-editor';
import { PageHeading } from '../../../components/common/page-heading';
import { StatusBadge } from '../../../components/common/status-badge';
import { WorkPlaceholder } from '../../../components/common/work-placeholder';
import { dueText } from '../../../lib/due-text';
import { formatDate } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import { useChallenge } from '../api/get-challenge';
import { useCompleteChallenge } from '../api/complete-challenge';
import { useSaveChallengeNotes } from '../api/save-challenge-notes';

const BACK = { to: '/challenges', label: 'Back to challenges' };

/** /challenges/:id/work: the owner's notes on one challenge; completed challenges are read-only. */
export function ChallengeWork({ id }: { id: string }) {
  const query = useChallenge(id);
  const save = useSaveChallengeNotes();
  const complete = useCompleteChallenge();
  const navigate = useNavigate();
  const now = useNow();

  if (!query.data) {
    return (
      <WorkPlaceholder
        back={BACK}
        noun="Challenge"
        error={query.error}
        notFoundText={M.challengeNotFound}
        failedText={M.challengeLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const challenge = query.data;
  const done = challenge.status === 'completed';
  return (
    <>
      <PageHeading
        back={BACK}
        eyebrow="Challenge"
        title={challenge.title}
        lead={
          <div className="flex flex-wrap items-center gap-2">
            <Tag>{challenge.topic}</Tag>
            <Tag tone="neutral">{challenge.level}</Tag>
            <StatusBadge status={challenge.status} />
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          {challenge.description ? (
            <Card>
              <h2 className="text-lg font-semibold text-fg">Prompt</h2>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-fg">
                {challenge.description}
              </p>
            </Card>
          ) : null}
          <Card>
            <NotesEditor
              key={challenge.id}
              label="Working notes"
              initialNotes={challenge.notes}
              readOnly={done}
              save={(notes) => save.mutateAsync({ id: challenge.id, notes })}
              complete={async () => {
                await complete.mutateAsync(challenge.id);
                await navigate('/dashboard');
              }}
            />
          </Card>
        </div>
        <DetailList
          title="Details"
          items={[
            ['Due', done ? formatDate(challenge.dueTs) : dueText(challenge.dueTs, now)],
            ['Points', challenge.points],
            ['Created', formatDate(challenge.createdAt)],
          ]}
        />
      </div>
    </>
  );
}
