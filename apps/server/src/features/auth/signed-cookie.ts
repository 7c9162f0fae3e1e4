import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The value of a cookie signed the way Better Auth signs its session cookie (`value.signature`, the signature
 * being the base64 HMAC-SHA256 of the value with the auth secret, the whole URL-encoded), or null when the
 * cookie is absent, malformed or its signature does not match.
 */
export function readSignedCookie(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null {
  const raw = cookieValue(cookieHeader, name);
  if (!raw) return null;
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
