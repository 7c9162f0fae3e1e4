import { createHmac, timingSafeEqual } from 'node:crypto';

/** How many signature checks a reader remembers: more than the sessions one process serves at once. */
const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * A reader of one cookie signed the way Better Auth signs its session cookie (`value.signature`, the signature
 * being the base64 HMAC-SHA256 of the value with the auth secret, the whole URL-encoded). It returns the value,
 * or null when the cookie is absent, malformed or its signature does not match.
 *
 * A signature that matched is remembered (the same cookie arrives with every request of a session, and the
 * HMAC is most of this check's cost); a cookie that failed is checked again each time. What the value names
 * (the session) is still looked up on every request, so remembering a signature never keeps a session alive.
 */
export function signedCookieReader(
  name: string,
  secret: string,
): (cookieHeader: string | undefined) => string | null {
  const verified = new Map<string, string>();
  return (cookieHeader) => {
    const raw = cookieValue(cookieHeader, name);
    if (!raw) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const value = signedValue(raw, secret);
    if (value === null) return null;
    if (verified.size >= VERIFIED_COOKIES_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(raw, value);
    return value;
  };
}

/** A cookie value signed as the reader above expects (`value.signature`, URL-encoded), for our own cookies. */
export function signCookieValue(value: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(value).digest('base64');
  return encodeURIComponent(`${value}.${signature}`);
}

function signedValue(raw: string, secret: string): string | null {
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = Buffer.from(raw.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}

/** The first cookie of that name in a Cookie header, URL-decoded (null if absent or undecodable). */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}
