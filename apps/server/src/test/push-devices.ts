import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, type TestUser } from './factories';

/**
 * A browser's subscription keys as PushSubscription.toJSON() gives them: a P-256 public key (65 bytes) and a
 * 16-byte auth secret, base64url. Fixed values: the routes store them and never use them (push tests that send
 * make their own, see local-push-service.ts).
 */
export const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** An endpoint of a real push service's shape (subscribing never calls it). */
export function newPushEndpoint(): string {
  return `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
}

/** Subscribes the device whose session `user.cookie` is, as the settings page does; answers the response. */
export function subscribeDevice(app: FastifyInstance, user: TestUser, endpoint = newPushEndpoint()) {
  return call(app, 'POST', '/api/push/subscriptions', user, { endpoint, keys: PUSH_KEYS });
}
