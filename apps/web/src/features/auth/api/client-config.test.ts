import { clientConfigSchema } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { fetchClientConfig } from './client-config';

function answer(payload: JsonBodyType) {
  server.use(http.get('/api/client-config', () => HttpResponse.json(payload)));
}

/** The hand-written check (zod stays out of the sign-in pages' first load) accepts what the schema accepts. */
describe('fetchClientConfig', () => {
  it.each([
    ['Google on, analytics off', { analyticsMeasurementId: null, googleSignIn: true }],
    ['analytics on, Google off', { analyticsMeasurementId: 'G-123', googleSignIn: false }],
    ['more fields than needed', { analyticsMeasurementId: null, googleSignIn: true, extra: 1 }],
  ])('reads %s as the schema does', async (_, payload) => {
    answer(payload);
    expect(await fetchClientConfig()).toEqual(clientConfigSchema.parse(payload));
  });

  it.each([
    ['nothing', null],
    ['a string for googleSignIn', { analyticsMeasurementId: null, googleSignIn: 'yes' }],
    ['a missing measurement id', { googleSignIn: true }],
    ['a number for the measurement id', { analyticsMeasurementId: 3, googleSignIn: true }],
  ])('refuses %s, as the schema does', async (_, payload) => {
    expect(clientConfigSchema.safeParse(payload).success).toBe(false);
    answer(payload);
    await expect(fetchClientConfig()).rejects.toThrow();
  });
});
