import {
  createReportResponseSchema,
  createReportSchema,
  REPORT_LIMITS,
  REPORT_MESSAGES,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { createReport } from './reports.service';
import { moderatorsHearChanges } from './moderators-hear.service';

/** POST /api/reports: a signed-in user reports something another person wrote or made. */
export function reportsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.addHook('onResponse', moderatorsHearChanges(context));
    app.post(
      '/api/reports',
      {
        schema: { body: createReportSchema, response: { 201: createReportResponseSchema } },
        preHandler: limitedBy(
          context.rateLimiter,
          (request) => [
            { key: `report:user:${userOf(request).id}`, max: REPORT_LIMITS.perHour, windowMs: HOUR_MS },
          ],
          REPORT_MESSAGES.tooMany,
        ),
      },
      async (request, reply) =>
        reply.status(201).send(await createReport(context, userOf(request), request.body)),
    );
  };
}
