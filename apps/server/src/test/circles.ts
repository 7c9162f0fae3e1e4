import type { CircleSummary, CreateCircleInput } from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import { call, type TestUser } from './factories';

export const validCircle = {
  name: 'Graph Theory Study Group',
  focus: 'Shortest paths and spanning trees',
  level: 'Intermediate',
  privacy: 'open',
  capacity: 8,
} satisfies CreateCircleInput;

/** Creates a circle through the API as `owner` and returns it as the owner sees it. */
export async function buildCircle(
  app: FastifyInstance,
  owner: TestUser,
  overrides: Partial<CreateCircleInput> = {},
): Promise<CircleSummary> {
  const response = await call(app, 'POST', '/api/circles', owner, { ...validCircle, ...overrides });
  if (response.statusCode !== 201) throw new Error(`create circle: ${response.statusCode} ${response.body}`);
  return response.json<{ circle: CircleSummary }>().circle;
}

/** POST /api/circles/:id/<action> as `user`. */
export function circleAction(
  app: FastifyInstance,
  user: TestUser | undefined,
  circleId: string,
  action: string,
  payload?: unknown,
) {
  return call(app, 'POST', `/api/circles/${circleId}/${action}`, user, payload);
}

/** Has `user` join an Open circle, failing the test unless it worked. */
export async function joinAs(app: FastifyInstance, user: TestUser, circleId: string): Promise<void> {
  const response = await circleAction(app, user, circleId, 'join');
  if (response.statusCode !== 200) throw new Error(`join: ${response.statusCode} ${response.body}`);
}
