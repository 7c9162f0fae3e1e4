import {
  completeWorkItemSchema,
  countResponseSchema,
  idParamsSchema,
  LIST_CAP,
  saveNotesSchema,
  workItemCountQuerySchema,
  workItemListQuerySchema,
  type SessionUser,
} from '@teachloop/shared';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-deps';
import type { Db } from '../../db/database';
import { userOf } from '../../plugins/require-user';
import type { SaveOptions, StatusChangeDeps } from './change-status.service';
import type { ItemPage, OwnItemsQuery } from './own-item.service';

/** What a work item's holder does to it: both kinds' state machines take the same three actions. */
type WorkItemAction = 'start' | 'save' | 'complete';

/** How a change was asked for: an autosave, or a completion with the author's choice to publish it. */
type ChangeOptions = SaveOptions & { publish?: boolean };

/** What a work item's routes serve, and how each answer wraps the items (`{ challenge }`, `{ teachbacks }`). */
export interface WorkItemRoutes<Item, ItemResponse, ListResponse> {
  /** '/api/challenges' or '/api/teachbacks'. */
  path: string;
  itemResponse: z.ZodType<ItemResponse>;
  listResponse: z.ZodType<ListResponse>;
  wrapItem(item: Item): ItemResponse;
  wrapList(page: ItemPage<Item>): ListResponse;
  list(db: Db, userId: string, query: OwnItemsQuery): Promise<ItemPage<Item>>;
  count(db: Db, userId: string, activeOnly: boolean): Promise<number>;
  getOwn(db: Db, userId: string, id: string): Promise<Item>;
  change(
    deps: StatusChangeDeps,
    user: SessionUser,
    id: string,
    action: WorkItemAction,
    notes?: string,
    options?: ChangeOptions,
  ): Promise<Item>;
}

/**
 * The six routes every work item has, the same for challenges and teach-backs: its holder's list (by due date,
 * `?active=true` without the completed ones, keyset-paged by `?cursor=`) and count, one item, and start, save notes, complete.
 */
export function registerWorkItemRoutes<Item, ItemResponse, ListResponse>(
  app: FastifyInstance,
  context: AppContext,
  signedIn: onRequestAsyncHookHandler,
  routes: WorkItemRoutes<Item, ItemResponse, ListResponse>,
): void {
  const { db } = context;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Widened to any answer: the types of the answers are held to the schemas by `WorkItemRoutes` instead.
  const itemResponse: z.ZodType = routes.itemResponse;
  const listResponse: z.ZodType = routes.listResponse;
  const itemRouteSchema = { params: idParamsSchema, response: { 200: itemResponse } };
  /** A status change by the signed-in user, answered with the item as it is now. */
  const act = async (
    request: FastifyRequest,
    id: string,
    action: WorkItemAction,
    notes?: string,
    options?: ChangeOptions,
  ) => routes.wrapItem(await routes.change(context, userOf(request), id, action, notes, options));

  typed.get(
    routes.path,
    {
      onRequest: signedIn,
      schema: { querystring: workItemListQuerySchema, response: { 200: listResponse } },
    },
    async (request) =>
      routes.wrapList(
        await routes.list(db, userOf(request).id, {
          limit: request.query.limit ?? LIST_CAP,
          activeOnly: request.query.active,
          cursor: request.query.cursor,
        }),
      ),
  );

  typed.get(
    `${routes.path}/count`,
    {
      onRequest: signedIn,
      schema: { querystring: workItemCountQuerySchema, response: { 200: countResponseSchema } },
    },
    async (request) => ({ count: await routes.count(db, userOf(request).id, request.query.active) }),
  );

  typed.get(`${routes.path}/:id`, { onRequest: signedIn, schema: itemRouteSchema }, async (request) =>
    routes.wrapItem(await routes.getOwn(db, userOf(request).id, request.params.id)),
  );

  typed.post(`${routes.path}/:id/start`, { onRequest: signedIn, schema: itemRouteSchema }, (request) =>
    act(request, request.params.id, 'start'),
  );

  typed.put(
    `${routes.path}/:id/notes`,
    { onRequest: signedIn, schema: { ...itemRouteSchema, body: saveNotesSchema } },
    (request) =>
      act(request, request.params.id, 'save', request.body.notes, { autosave: request.body.autosave }),
  );

  typed.post(
    `${routes.path}/:id/complete`,
    { onRequest: signedIn, schema: { ...itemRouteSchema, body: completeWorkItemSchema } },
    (request) => act(request, request.params.id, 'complete', undefined, { publish: request.body?.publish }),
  );
}
