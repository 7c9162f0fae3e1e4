import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKeyResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { readPushDevice, subscribeDevice, unsubscribeDevice } from '../push/push-device';

/** This device's push state: read from the browser, not the server, so it lives under no realtime root. */
const DEVICE_KEY = ['push-device'] as const;
const SUBSCRIPTIONS = '/api/push/subscriptions';

/**
 * Whether this browser receives pushes. A subscription the device holds is sent to the server once more when
 * read: the server keeps it per session, so after this browser signed in again it belongs to the new session
 * (the same endpoint sent again moves to it).
 */
export function usePushDevice() {
  return useQuery({
    queryKey: DEVICE_KEY,
    queryFn: async () => {
      const device = await readPushDevice();
      if (device.subscription)
        await apiFetch(SUBSCRIPTIONS, { method: 'POST', body: device.subscription }).catch(() => undefined);
      return device.state;
    },
    // The user may allow or block notifications in the browser's settings meanwhile.
    refetchOnWindowFocus: true,
  });
}

/**
 * Turns push on for this device: given the permission question already asked in the click's handler
 * (askPermission), subscribes with the server's key and registers the subscription. Answers the device's
 * new state: 'blocked' when the user said no.
 */
export function useEnablePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (permission: Promise<NotificationPermission>) => {
      if ((await permission) !== 'granted') return 'blocked' as const;
      const { publicKey } = await apiFetch<PushKeyResponse>('/api/push/key');
      const subscription = await subscribeDevice(publicKey);
      await apiFetch(SUBSCRIPTIONS, { method: 'POST', body: subscription });
      return 'on' as const;
    },
    onSettled: (state) => (state ? client.setQueryData(DEVICE_KEY, state) : undefined),
  });
}

/** Turns push off for this device: unsubscribes at the push service, then removes the server's row. */
export function useDisablePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      if (endpoint) await apiFetch('/api/push/unsubscribe', { method: 'POST', body: { endpoint } });
      return 'off' as const;
    },
    onSuccess: (state) => client.setQueryData(DEVICE_KEY, state),
  });
}
