import { createItemApi, type ItemApiConfig } from './item-api';
import { queryRoots } from './query-keys';
import type { LearningStatus } from './status-label';

/** What the work items (challenges, teach-backs) have in common: notes worked on until completed, a due date. */
export interface WorkItem {
  id: string;
  status: LearningStatus;
  notes: string;
  dueTs: number;
  createdAt: number;
  updatedAt: number;
}

/** A list of work items: `active` leaves out the completed ones (the same filter for either kind). */
export type WorkItemListParams = {
  limit?: number;
  active?: boolean;
};

/**
 * The reads and writes of one kind of work item: GET list, GET one, PUT notes, POST start, POST complete, with
 * their query keys and cache updates. Each kind calls this once (features/<kind>/api/) instead of repeating
 * the same five endpoint files.
 */
export function createWorkItemApi<T extends WorkItem>(config: ItemApiConfig) {
  const api = createItemApi<T, WorkItemListParams>(config);
  return {
    ...api,
    /**
     * PUT …/:id/notes: stores the notes (and moves an item that was not started to in_progress). `autosave`:
     * saved as the writer typed, which the server does not record as a 'Saved …' activity.
     */
    useSaveNotes: () =>
      api.useItemAction(({ id, notes, autosave }: { id: string; notes: string; autosave?: boolean }) => ({
        id,
        action: '/notes',
        method: 'PUT',
        body: autosave ? { notes, autosave } : { notes },
      })),
    /** POST …/:id/start (409 when the item's state does not allow it). */
    useStart: () => api.useItemAction((id: string) => ({ id, action: '/start', method: 'POST' })),
    /**
     * POST …/:id/complete, with the answer to the kind's choice as the body when it asks one (a teach-back's
     * `publish`). Completing may earn XP, a streak day or a badge: the profile is refetched too.
     */
    useComplete: () =>
      api.useItemAction(
        ({ id, body }: { id: string; body?: CompleteBody }) => ({
          id,
          action: '/complete',
          method: 'POST',
          body,
        }),
        [[...queryRoots.profile]],
      ),
  };
}

/** What a kind's choice before completing answers (WorkItemKind.completeChoice), sent with the completion. */
export type CompleteBody = Record<string, unknown>;

export type WorkItemApi<T extends WorkItem> = ReturnType<typeof createWorkItemApi<T>>;
