import {
  hideItemSchema,
  idParamsSchema,
  moderationActionResponseSchema,
  moderationLogResponseSchema,
  moderationPageQuerySchema,
  openReportsResponseSchema,
  unhideItemSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireModerator, userOf } from '../../plugins/require-user';
import { dismissReport, hideItem, unhideItem } from './moderation-actions.service';
import { listReportQueue, readModerationLog } from './report-queue.service';
import { moderatorsHearChanges } from './moderators-hear.service';

/** The moderators' queue of open reports, dismiss, hide and unhide, and the audit log. */
export function moderationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const ok = { ok: true } as const;
  return async (app) => {
    app.addHook('onRequest', requireModerator(context));
    app.addHook('onResponse', moderatorsHearChanges(context));

    app.get(
      '/api/moderation/reports',
      { schema: { querystring: moderationPageQuerySchema, response: { 200: openReportsResponseSchema } } },
      async (request) => listReportQueue(context.db, request.query),
    );

    app.post(
      '/api/moderation/reports/:id/dismiss',
      { schema: { params: idParamsSchema, response: { 200: moderationActionResponseSchema } } },
      async (request) => {
        await dismissReport(context, userOf(request), request.params.id);
        return ok;
      },
    );

    app.post(
      '/api/moderation/items/hide',
      { schema: { body: hideItemSchema, response: { 200: moderationActionResponseSchema } } },
      async (request) => {
        await hideItem(context, userOf(request), request.body);
        return ok;
      },
    );

    app.post(
      '/api/moderation/items/unhide',
      { schema: { body: unhideItemSchema, response: { 200: moderationActionResponseSchema } } },
      async (request) => {
        await unhideItem(context, userOf(request), request.body);
        return ok;
      },
    );

    app.get(
      '/api/moderation/log',
      { schema: { querystring: moderationPageQuerySchema, response: { 200: moderationLogResponseSchema } } },
      async (request) => readModerationLog(context.db, request.query),
    );
  };
}
