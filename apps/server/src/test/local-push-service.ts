import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/*
 * A push service on 127.0.0.1 for tests, and what a browser does with what it receives: web-push speaks HTTPS
 * only, so the service has a self-signed certificate made here (DER written by hand: no certificate library is
 * needed for one), and the app sends through an agent that trusts it. The browser's side (a P-256 key pair and
 * an auth secret, RFC 8291 decryption, the VAPID token's check) is written from the RFCs with node:crypto, so a
 * test checks web-push's output against the standards, not against web-push.
 */

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : body.length < 0x100
        ? Buffer.from([0x81, body.length])
        : Buffer.from([0x82, body.length >> 8, body.length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}
const sequence = (...content: Buffer[]) => der(0x30, ...content);
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));
const utcTime = (ms: number) =>
  der(0x17, Buffer.from(`${new Date(ms).toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

/** A self-signed P-256 certificate for 127.0.0.1 (subjectAltName IP), valid from yesterday for a year. */
function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(oid('2a8648ce3d040302'));
  const name = sequence(der(0x31, sequence(oid('550403'), der(0x0c, Buffer.from('127.0.0.1')))));
  const now = Date.now();
  const extensions = der(
    0xa3,
    sequence(
      // basicConstraints (critical): CA, so the certificate is its own trust anchor.
      sequence(
        oid('551d13'),
        der(0x01, Buffer.from([0xff])),
        der(0x04, sequence(der(0x01, Buffer.from([0xff])))),
      ),
      // subjectAltName: iPAddress 127.0.0.1, which TLS checks the host against.
      sequence(oid('551d11'), der(0x04, sequence(der(0x87, Buffer.from([127, 0, 0, 1]))))),
    ),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.concat([Buffer.from([0x01]), crypto.randomBytes(8)])),
    ecdsaWithSha256,
    name,
    sequence(utcTime(now - 24 * 3600_000), utcTime(now + 365 * 24 * 3600_000)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/(.{64})/g, '$1\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`,
  };
}

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on a free local port that keeps every message POSTed to it. It answers 201, or the status a
 * path asks for: `/status-410/…` answers 410 (the subscription is gone), `/status-500/…` 500, and so on.
 */
export async function startLocalPushService() {
  const received: ReceivedPush[] = [];
  const { key, cert } = selfSignedCertificate();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = Number(/^\/status-(\d{3})\//.exec(path)?.[1] ?? 201);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new https.Agent({ ca: cert, keepAlive: false });
  afterAll(async () => {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const host = `127.0.0.1:${port}`;
  return {
    /** For PUSH_EXTRA_ENDPOINT_HOSTS. */
    host,
    /** The agent the app sends through (AppDeps.pushAgent): it trusts this service's certificate. */
    agent,
    received,
    /** A new endpoint on this service; `status` makes it answer that instead of 201. */
    endpoint(status?: number): string {
      const id = crypto.randomUUID();
      return `https://${host}/${status ? `status-${status}/` : ''}${id}`;
    },
  };
}

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret (RFC 8291 §3). */
export function newBrowserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    publicKey,
    auth,
    /** As PushSubscription.toJSON() gives them. */
    json: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
}

/**
 * Decrypts an `aes128gcm` Web Push message body as the browser does (RFC 8291 §3.4, RFC 8188 §2): the header
 * block (salt, record size, the sender's public key as key id), the shared secret with the sender's key, the
 * input keying material from the auth secret, the content key and nonce, one AES-128-GCM record, and the padding
 * delimiter 0x02 of the last record.
 */
export function decryptPush(body: Buffer, keys: ReturnType<typeof newBrowserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('the last record lacks its 0x02 padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): the key is the server's public key,
 * and the token is an ES256 JWT signed with it. Answers the token's claims.
 */
export function verifyVapid(
  authorization: string | string[] | undefined,
  serverPublicKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(authorization));
  if (!match) throw new Error(`not a VAPID authorization: ${String(authorization)}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== serverPublicKey) throw new Error('the VAPID key is not the server’s');
  const point = Buffer.from(serverPublicKey, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token’s signature does not verify');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`VAPID token signed with ${alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}
