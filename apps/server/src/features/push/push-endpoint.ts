/**
 * The push services a subscription's endpoint may name. The server POSTs every push to the endpoint a browser
 * gave it, so an endpoint is a request the server makes on a stranger's behalf: only the browsers' own push
 * services are reached (https, their default port), plus hosts the operator names in PUSH_EXTRA_ENDPOINT_HOSTS (a
 * self-hosted push service, a test's local one), on the port named. Always https: web-push sends only that way.
 */
const KNOWN_HOSTS = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const KNOWN_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/**
 * Whether the server may send pushes to `endpoint`: checked when a browser subscribes and again before each
 * send (the allowlist may have changed since). `extraHosts`: host or host:port entries, lower case.
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol !== 'https:') return false;
  if (extraHosts.includes(url.host)) return true;
  if (url.port !== '') return false;
  const host = url.hostname;
  return KNOWN_HOSTS.has(host) || KNOWN_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
