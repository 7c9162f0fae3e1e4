import type { Hit } from './every-route';
import type { TestUser } from './factories';

const course = { slug: 'intro-to-python' };

/**
 * A learning path: a visitor reads it, a student starts it, asks one item (a challenge sent to a peer) and
 * teaches another unasked, reads the path with their states and the dashboard's next item.
 */
export async function paths(hit: Hit, student: TestUser) {
  await hit('GET /api/courses/:slug/path', undefined, { params: course });
  await hit('POST /api/courses/:slug/path/start', student, { params: course });
  await hit('POST /api/courses/:slug/items/:item/ask', student, {
    params: { ...course, item: 'variables' },
    status: 201,
  });
  await hit('POST /api/courses/:slug/items/:item/teach', student, {
    params: { ...course, item: 'data-types' },
    status: 201,
  });
  await hit('GET /api/courses/:slug/path', student, { params: course });
  await hit('GET /api/paths/next', student);
}
