import {
  accountSessionsResponseSchema,
  changePasswordSchema,
  changeTimeZoneSchema,
  deleteAccountSchema,
  GENERIC_MESSAGES,
  idParamsSchema,
  timeZoneSettingSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { changeTimeZone, getTimeZoneSetting } from '../profile/time-zone.service';
import { limitedBy } from '../rate-limit/limited-by';
import { deleteAccount } from './delete-account.service';
import { changePassword, endOtherSessions, endSession, exportAccount, listSessions } from './account.service';

const MINUTE_MS = 60_000;

/** The signed-in user's own account: password, signed-in devices, time zone, and a copy of their data. */
export function accountRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { sessionTokenOf } = context;
  // Guessing the password from a signed-in session is limited like sign-in is.
  const passwordGuesses = (action: string) =>
    limitedBy(
      context.rateLimiter,
      (request) => [{ key: `${action}:user:${userOf(request).id}`, max: 10, windowMs: 15 * MINUTE_MS }],
      GENERIC_MESSAGES.tooManyRequests,
    );
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.post(
      '/api/account/password',
      {
        schema: { body: changePasswordSchema },
        preHandler: passwordGuesses('change-password'),
      },
      async (request, reply) => {
        const cookies = await changePassword(context, userOf(request).id, request.headers, request.body);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/account/sessions',
      { schema: { response: { 200: accountSessionsResponseSchema } } },
      async (request) => ({
        sessions: await listSessions(context, userOf(request).id, await sessionTokenOf(request.headers)),
      }),
    );

    app.delete(
      '/api/account/sessions/:id',
      { schema: { params: idParamsSchema } },
      async (request, reply) => {
        await endSession(context, userOf(request).id, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post('/api/account/sessions/end-others', async (request, reply) => {
      await endOtherSessions(context, userOf(request).id, await sessionTokenOf(request.headers));
      return reply.status(204).send();
    });

    // POST, not DELETE with a body: some proxies drop a DELETE's body. The password is typed again.
    app.post(
      '/api/account/delete',
      { schema: { body: deleteAccountSchema }, preHandler: passwordGuesses('delete-account') },
      async (request, reply) => {
        await deleteAccount(context, userOf(request), request.body.password);
        return reply
          .header('set-cookie', await context.removedSessionCookie())
          .status(204)
          .send();
      },
    );

    app.get(
      '/api/account/time-zone',
      { schema: { response: { 200: timeZoneSettingSchema } } },
      async (request) => getTimeZoneSetting(context.db, userOf(request).id, context.now()),
    );

    app.put(
      '/api/account/time-zone',
      { schema: { body: changeTimeZoneSchema, response: { 200: timeZoneSettingSchema } } },
      async (request) => changeTimeZone(context.db, userOf(request).id, request.body.timeZone, context.now()),
    );

    app.get('/api/account/export', async (request, reply) => {
      const data = await exportAccount(context, userOf(request).id, context.now());
      return reply
        .header('content-disposition', 'attachment; filename="teachloop-my-data.json"')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    });
  };
}
