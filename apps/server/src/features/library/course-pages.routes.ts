import { COURSE_MESSAGES, findCourse, findPathItem, PATH_MESSAGES } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { readWebPage, sendNotFoundPage } from '../../plugins/web-page';
import { renderCoursePage, renderPathItemPage } from './course-page';
import { listExplanations } from './library.service';

// Any string: an unknown course or item is the not-found page, never a validation error.
const courseParamsSchema = z.object({ slug: z.string() });
const itemParamsSchema = z.object({ slug: z.string(), item: z.string() });

/**
 * The pages GET /explore/{course} and GET /explore/{course}/{item}, open to anyone: the app's page rendered on
 * the server with the course's or item's title, description, canonical link, Open Graph and Twitter tags and a
 * readable copy of it, so a shared link previews and a search engine indexes it. The same HTML for everyone:
 * nothing of the viewer's is read (their path state comes from the API once the app starts). An unknown course
 * or item is the app's not-found page with a 404.
 */
export function coursePagesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config, db } = context;
  const template = readWebPage(config.webDist, 'prerender/_shell.html');
  const notFoundPage = template;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  return async (app) => {
    app.get('/explore/:slug', { schema: { params: courseParamsSchema } }, async (request, reply) => {
      // A trailing slash (/explore/) goes to the address without it, as the app's own links write it.
      if (request.params.slug === '') return reply.redirect('/explore', 301);
      const course = findCourse(request.params.slug);
      if (!course) {
        return sendNotFoundPage(
          request,
          reply,
          notFoundPage,
          new AppError('not_found', COURSE_MESSAGES.notFound),
        );
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderCoursePage(template, course, course.path, publicUrl));
    });

    app.get('/explore/:slug/:item', { schema: { params: itemParamsSchema } }, async (request, reply) => {
      const course = findCourse(request.params.slug);
      if (course && request.params.item === '') return reply.redirect(`/explore/${course.slug}`, 301);
      const item = course && findPathItem(course, request.params.item);
      if (!course || !item) {
        const message = course ? PATH_MESSAGES.itemNotFound : COURSE_MESSAGES.notFound;
        return sendNotFoundPage(request, reply, notFoundPage, new AppError('not_found', message));
      }
      // As a signed-out visitor reads them, so the page is the same for everyone.
      const { explanations } = await listExplanations(db, null, request.params, undefined);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderPathItemPage(template, course, item, explanations, publicUrl));
    });
  };
}
