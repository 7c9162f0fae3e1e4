import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  unreadCountResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import {
  getPreferences,
  listOwnNotifications,
  readAll,
  readOne,
  unreadCount,
  updatePreferences,
} from './notifications.service';

/** The notification centre: the list, the bell's count, marking read, and per-kind delivery and push preferences. */
export function notificationsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.get(
      '/api/notifications',
      {
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema },
        },
      },
      async (request) => listOwnNotifications(db, userOf(request).id, request.query),
    );

    app.get(
      '/api/notifications/unread',
      { schema: { response: { 200: unreadCountResponseSchema } } },
      async (request) => unreadCount(db, userOf(request).id),
    );

    app.post('/api/notifications/read-all', async (request, reply) => {
      await readAll(context, userOf(request).id);
      return reply.status(204).send();
    });

    app.post(
      '/api/notifications/:id/read',
      { schema: { params: notificationParamsSchema } },
      async (request, reply) => {
        await readOne(context, userOf(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/notification-preferences',
      { schema: { response: { 200: notificationPreferencesResponseSchema } } },
      async (request) => getPreferences(db, userOf(request).id),
    );

    app.put(
      '/api/notification-preferences',
      {
        schema: {
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesResponseSchema },
        },
      },
      async (request) => updatePreferences(db, userOf(request).id, request.body),
    );
  };
}
