import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export type TrustProxy = false | string[];

/** A VAPID key as web-push wants it: unpadded base64url of `bytes` bytes (65 for the public, 32 the private). */
function isVapidKey(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

/** One entry of PUSH_EXTRA_ENDPOINT_HOSTS: a host name, IPv4 address or [IPv6] address, with an optional port. */
const PUSH_HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of proxy-addr's names for private ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies' X-Forwarded-For entries to believe, by address. Never "every hop": the leftmost entry is
 * whatever the client wrote, so trusting it lets anyone pick the address rate limits count by. Not a hop count
 * either: a client that reaches the server directly could then write the entries itself (Fastify refuses hop
 * counts for that reason).
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === '' || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/** Every setting the server reads from the environment. README.md lists the same names and defaults. */
const envSchema = z.object({
  // `npm start` is how people run the product, so unset means production; `npm run dev` sets development.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalText.refine(
    (url) => url === undefined || /^postgres(ql)?:\/\//.test(url),
    'must start with postgres:// or postgresql:// (leave it unset for the embedded SQLite database)',
  ),
  // FULL: a write the API acknowledged survives a power cut too (docs/decisions/013-durability.md).
  SQLITE_SYNCHRONOUS: z.enum(['full', 'normal']).default('full'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, or the addresses or CIDR ranges of your proxies separated by commas (e.g. ' +
            'loopback or 10.0.0.0/8); "true" would trust every hop, so a client could choose its own address',
        });
        return z.NEVER;
      }
      return trust;
    }),
  ANALYTICS_MEASUREMENT_ID: optionalText.refine(
    (id) => id === undefined || /^[A-Z0-9-]{4,32}$/.test(id),
    'must look like G-XXXXXXX',
  ),
  PUBLIC_URL: optionalText.refine(
    (url) => url === undefined || /^https?:\/\/[^/]+$/.test(url),
    'must be an origin like https://teachloop.example (no path, no trailing slash)',
  ),
  AUTH_SECRET: optionalText.refine(
    (secret) => secret === undefined || secret.length >= 32,
    'must be at least 32 characters',
  ),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 90)
    .default(24),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  SMTP_URL: optionalText.refine(
    (url) => url === undefined || /^smtps?:\/\//.test(url),
    'must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().min(3).default('Teachloop <no-reply@teachloop.local>'),
  // Where contact messages are sent (as well as stored): a mailbox a person reads.
  SUPPORT_EMAIL: z
    .email('must be an e-mail address like support@teachloop.example')
    .default('support@teachloop.local'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_PROMPT: z.enum(['select_account', 'login', 'consent']).default('select_account'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  CHALLENGE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  IMAGE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  JOBS_INTERVAL_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(60),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  MAX_LIVE_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(500),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  MAX_LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  BODY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  REASSIGN_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  // Web Push (features/push/vapid-keys.ts): set both keys or neither (then a pair is generated into DATA_DIR).
  VAPID_PUBLIC_KEY: optionalText.refine(
    (key) => key === undefined || isVapidKey(key, 65),
    'must be an unpadded base64url P-256 public key (65 bytes), as `npx web-push generate-vapid-keys` prints',
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (key) => key === undefined || isVapidKey(key, 32),
    'must be an unpadded base64url P-256 private key (32 bytes), as `npx web-push generate-vapid-keys` prints',
  ),
  VAPID_SUBJECT: optionalText.refine(
    (subject) =>
      subject === undefined || /^mailto:[^@\s]+@[^@\s]+$/.test(subject) || /^https:\/\/[^/\s]+/.test(subject),
    'must be a mailto: address or an https: URL where push services can reach the operator',
  ),
  // Push services the server may POST to besides the well-known ones (features/push/push-endpoint.ts).
  PUSH_EXTRA_ENDPOINT_HOSTS: z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      const hosts = value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== '');
      if (!hosts.every((host) => PUSH_HOST_PATTERN.test(host))) {
        ctx.addIssue({ code: 'custom', message: 'must be host or host:port entries separated by commas' });
        return z.NEVER;
      }
      return hosts;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** false, or the proxies' addresses/CIDRs whose X-Forwarded-For entries are believed. */
  trustProxy: TrustProxy;
  /** Where the built SPA lives; undefined serves the API only (tests, `npm run dev`). */
  webDist: string | undefined;
  /**
   * SQLite's `synchronous` pragma (unset: full). NORMAL in WAL mode can lose the newest commits on a power cut,
   * never on a process crash; FULL cannot lose a commit it acknowledged.
   */
  database:
    { kind: 'sqlite'; file: string; synchronous?: 'full' | 'normal' } | { kind: 'postgres'; url: string };
  analyticsMeasurementId: string | undefined;
  contactRateLimit: { max: number; windowMs: number };
  /** Per signed-in user per hour: what one account may create, so no script can flood its peers. */
  writeLimits: { challengesPerHour: number; reviewsPerHour: number; imagesPerHour: number };
  /** The origin users reach us at: links in e-mails, OAuth redirect URIs, the CSRF check, Secure cookies. */
  publicUrl: string;
  dataDir: string;
  auth: {
    /** Undefined: a random secret is generated once and kept in DATA_DIR (see features/auth/auth-secret.ts). */
    secret: string | undefined;
    sessionIdleSeconds: number;
    rateLimitPerIp: number;
  };
  /** supportEmail: where each contact message is sent (SUPPORT_EMAIL). */
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string };
  /**
   * What one process holds open: a request (headers and body) must arrive within `requestTimeoutMs`; past
   * `maxConnections` new connections are dropped; past `maxLiveStreams` a live-update stream gets 503 and
   * Retry-After (streams are long-lived, so they get a cap of their own below the connection cap).
   * Per client address: past `maxConnectionsPerAddress` open sockets a new one is closed at accept (not applied
   * to a trusted proxy's own address: see http-server.ts), past `maxLiveStreamsPerAddress` streams a new one
   * gets 429 and Retry-After. A body other than an upload's must arrive within `bodyTimeoutMs` of its headers.
   */
  connections: {
    requestTimeoutMs: number;
    maxConnections: number;
    maxLiveStreams: number;
    maxConnectionsPerAddress: number;
    maxLiveStreamsPerAddress: number;
    bodyTimeoutMs: number;
  };
  /** The scheduler (features/jobs): how often it looks for due work, and how long past due a teach-back waits. */
  jobs: { intervalMs: number; reassignGraceMs: number };
  /**
   * Web Push. `vapid`: the keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or undefined to use the pair generated
   * into DATA_DIR (features/push/vapid-keys.ts). `subject`: the contact push services see in the VAPID token.
   * `extraEndpointHosts`: host[:port] entries a subscription's endpoint may name besides the known push services.
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    extraEndpointHosts: string[];
  };
  /** Google sign-in through OpenID Connect; undefined when no client id is configured. */
  google:
    | {
        issuer: string;
        clientId: string;
        clientSecret: string;
        prompt: 'select_account' | 'login' | 'consent';
      }
    | undefined;
}

/** Reads the environment once at start; throws one readable error that lists every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      'Invalid configuration:\n  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither ' +
        '(a pair is then generated into DATA_DIR)',
    );
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : {
          kind: 'sqlite',
          file: path.join(env.DATA_DIR, 'teachloop.sqlite'),
          synchronous: env.SQLITE_SYNCHRONOUS,
        },
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID,
    contactRateLimit: { max: env.CONTACT_RATE_LIMIT, windowMs: env.CONTACT_RATE_WINDOW_MINUTES * 60_000 },
    writeLimits: {
      challengesPerHour: env.CHALLENGE_RATE_LIMIT,
      reviewsPerHour: env.REVIEW_RATE_LIMIT,
      imagesPerHour: env.IMAGE_RATE_LIMIT,
    },
    publicUrl,
    dataDir: env.DATA_DIR,
    auth: {
      secret: env.AUTH_SECRET,
      sessionIdleSeconds: Math.round(env.SESSION_IDLE_HOURS * 3600),
      rateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, supportEmail: env.SUPPORT_EMAIL },
    connections: {
      requestTimeoutMs: Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000),
      maxConnections: env.MAX_CONNECTIONS,
      maxLiveStreams: env.MAX_LIVE_STREAMS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
      maxLiveStreamsPerAddress: env.MAX_LIVE_STREAMS_PER_ADDRESS,
      bodyTimeoutMs: Math.round(env.BODY_TIMEOUT_SECONDS * 1000),
    },
    jobs: {
      intervalMs: Math.round(env.JOBS_INTERVAL_SECONDS * 1000),
      reassignGraceMs: Math.round(env.REASSIGN_GRACE_HOURS * 3_600_000),
    },
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.MAIL_FROM, publicUrl, env.SUPPORT_EMAIL),
      extraEndpointHosts: env.PUSH_EXTRA_ENDPOINT_HOSTS,
    },
    google: env.GOOGLE_CLIENT_ID
      ? {
          issuer: env.GOOGLE_ISSUER.replace(/\/$/, ''),
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
          prompt: env.GOOGLE_PROMPT,
        }
      : undefined,
  };
}

/**
 * Who push services may contact about this server's pushes: the mail-from address, else the public URL when it
 * is https (push services refuse an http one), else the support mailbox.
 */
function defaultVapidSubject(mailFrom: string, publicUrl: string, supportEmail: string): string {
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^<>\s]+@[^<>\s]+$/.exec(mailFrom.trim())?.[0];
  if (address) return `mailto:${address}`;
  if (publicUrl.startsWith('https://')) return publicUrl;
  return `mailto:${supportEmail}`;
}

/** A description of the database that is safe to log (no password). */
export function describeDatabase(database: Config['database']): string {
  if (database.kind === 'sqlite') return `SQLite (${database.file})`;
  const url = new URL(database.url);
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`;
}
