import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { dueText } from '../../../lib/due-text';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import type { CompleteBody, WorkItem } from '../../../lib/work-item-api';
import { Card } from '../../ui/card';
import { DetailList } from '../detail-list';
import { CompletedNotes } from '../completed-notes';
import { InfoNote } from '../info-note';
import { NotesEditor } from '../notes-editor';
import { PageHeading } from '../page-heading';
import { RichText } from '../rich-text';
import { StatusBadge } from '../status-badge';
import { WorkPlaceholder } from '../work-placeholder';
import { ClosedDraft } from './closed-draft';
import { DraftEditor } from './draft-editor';
import { draftKey, readDraft } from './draft-storage';
import type { WorkItemKind } from './work-item-kind';

/**
 * The work page of any kind of item: its prompt, the owner's notes with Save progress and Mark complete
 * (then on to the dashboard), and its details. Completed items show their notes rendered, read-only (or the
 * kind's own completed view). A kind with `drafts` saves as the writer types (DraftEditor). `title` replaces
 * the kind's heading once known (a teach-back's challenge title, read apart from the item).
 */
export function WorkItemPage<T extends WorkItem>({
  kind,
  id,
  title: knownTitle,
}: {
  kind: WorkItemKind<T>;
  id: string;
  title?: string | undefined;
}) {
  const { user } = useSession();
  const query = kind.api.useItem(id);
  const save = kind.api.useSaveNotes();
  const complete = kind.api.useComplete();
  const navigate = useNavigate();
  const now = useNow(query.dataUpdatedAt);
  // The kind's question before completing, while it is asked: what answers it.
  const [asking, setAsking] = useState<((ok: boolean) => void) | null>(null);

  // A 404 after the item was there (a live update found it withdrawn) or on opening it (a reload since).
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const keptDraft = kind.drafts && user && gone ? readDraft(draftKey(user.id, kind.noun, id)) : null;
  if (!query.data && keptDraft && kind.drafts && user) {
    return (
      <>
        <PageHeading back={kind.back} title={knownTitle ?? kind.noun} />
        <ClosedDraft
          texts={kind.drafts.closed}
          notes={keptDraft.notes}
          title={knownTitle ?? kind.noun}
          storageKey={draftKey(user.id, kind.noun, id)}
        />
      </>
    );
  }
  if (!query.data) {
    return (
      <WorkPlaceholder
        back={kind.back}
        noun={kind.noun}
        error={query.error}
        notFoundText={kind.notFoundText}
        failedText={kind.loadFailedText}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const item = query.data;
  const done = item.status === 'completed';
  const heading = kind.heading(item);
  const { eyebrow, facts } = heading;
  const title = knownTitle ?? heading.title;
  const completeThenMoveOn = async (body?: CompleteBody) => {
    if (kind.confirmComplete && !(await new Promise<boolean>((resolve) => setAsking(() => resolve)))) {
      return false;
    }
    await complete.mutateAsync({
      id: item.id,
      body: body && Object.keys(body).length > 0 ? body : undefined,
    });
    await navigate('/dashboard');
  };
  const saveNotes = (notes: string, options?: { autosave: boolean }) =>
    save.mutateAsync({ id: item.id, notes, autosave: options?.autosave });
  const prompt = kind.prompt(item);
  return (
    <>
      <PageHeading
        back={kind.back}
        eyebrow={eyebrow}
        title={title}
        actions={kind.extraAction?.(item)}
        lead={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {facts}
            <StatusBadge status={item.status} />
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {kind.lead?.(item)}
          {prompt ? (
            <Card>
              <h2 className="text-lg font-semibold text-fg">Prompt</h2>
              <RichText source={prompt} className="mt-3 text-fg" />
            </Card>
          ) : null}
          {kind.section?.(item)}
          {done && kind.completedView ? (
            kind.completedView(item)
          ) : (
            <Card>
              {!done && kind.guide ? <div className="mb-4">{kind.guide}</div> : null}
              {done ? (
                <CompletedNotes label={kind.notesLabel} notes={item.notes} />
              ) : kind.drafts && user ? (
                <DraftEditor
                  key={item.id}
                  kind={kind}
                  item={item}
                  userId={user.id}
                  confirm={kind.drafts.confirm}
                  closed={kind.drafts.closed}
                  title={title}
                  gone={gone}
                  save={saveNotes}
                  complete={completeThenMoveOn}
                />
              ) : (
                <NotesEditor
                  key={item.id}
                  label={kind.notesLabel}
                  initialNotes={item.notes}
                  minWords={kind.minWords}
                  save={saveNotes}
                  complete={completeThenMoveOn}
                  completeVariant={kind.quietComplete ? 'secondary' : 'primary'}
                />
              )}
              {kind.completeNote ? <InfoNote className="mt-4">{kind.completeNote}</InfoNote> : null}
            </Card>
          )}
        </div>
        <DetailList
          title="Details"
          items={[['Due', done ? formatDate(item.dueTs) : dueText(item.dueTs, now)], ...kind.details(item)]}
        />
      </div>
      {asking && kind.confirmComplete
        ? kind.confirmComplete(item, (ok) => {
            setAsking(null);
            asking(ok);
          })
        : null}
    </>
  );
}
