import { LEARNING_MESSAGES as M } from '@teachloop/shared';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/common/detail-list';
import { NotesEditor } from '../../../components/common/notes-editor';
import { PageHeading } from '../../../components/common/page-heading';
import { StatusBadge } from '../../../components/common/status-badge';
import { WorkPlaceholder } from '../../../components/common/work-placeholder';
import { dueText } from '../../../lib/due-text';
import { formatDate } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import { useCompleteTeachback } from '../api/complete-teachback';
import { useTeachback } from '../api/get-teachback';
import { useSaveTeachbackNotes } from '../api/save-teachback-notes';

const BACK = { to: '/teachbacks', label: 'Back to teach-backs' };

/** /teachbacks/:id/work: the assignee explains the prompt back in notes; completed ones are read-only. */
export function TeachbackWork({ id }: { id: string }) {
  const query = useTeachback(id);
  const save = useSaveTeachbackNotes();
  const complete = useCompleteTeachback();
  const navigate = useNavigate();
  const now = useNow();

  if (!query.data) {
    return (
      <WorkPlaceholder
        back={BACK}
        noun="Teach-back"
        error={query.error}
        notFoundText={M.teachbackNotFound}
        failedText={M.teachbackLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const teachback = query.data;
  const done = teachback.status === 'completed';
  return (
    <>
      <PageHeading
        back={BACK}
        title="Teach-back"
        lead={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>Requested by {teachback.requester}</span>
            <StatusBadge status={teachback.status} />
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="text-lg font-semibold text-fg">Prompt</h2>
            <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-fg">{teachback.prompt}</p>
          </Card>
          <Card>
            <NotesEditor
              key={teachback.id}
              label="Notes"
              initialNotes={teachback.notes}
              readOnly={done}
              save={(notes) => save.mutateAsync({ id: teachback.id, notes })}
              complete={async () => {
                await complete.mutateAsync(teachback.id);
                await navigate('/dashboard');
              }}
            />
          </Card>
        </div>
        <DetailList
          title="Details"
          items={[
            ['Due', done ? formatDate(teachback.dueTs) : dueText(teachback.dueTs, now)],
            ['Assigned', formatDate(teachback.createdAt)],
          ]}
        />
      </div>
    </>
  );
}
