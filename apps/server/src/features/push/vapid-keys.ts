import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  /** Unpadded base64url of the P-256 public key (65 bytes): what browsers subscribe with. */
  publicKey: string;
  /** Unpadded base64url of the private key (32 bytes): signs each push's VAPID token. */
  privateKey: string;
  /** A mailto: or https: contact the push services see in the token. */
  subject: string;
}

const FILE_NAME = 'vapid-keys.json';
const loaded = new WeakMap<Config, VapidKeys>();

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  if (typeof value !== 'object' || value === null) return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.publicKey === 'string' && typeof pair.privateKey === 'string';
}

function readKeyFile(file: string): { publicKey: string; privateKey: string } {
  const pair: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isKeyPair(pair))
    throw new Error(`${file} does not hold a VAPID key pair: remove it to generate a new one`);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/**
 * The server's VAPID key pair. VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY win; otherwise a pair is generated on first
 * start and kept in DATA_DIR/vapid-keys.json (mode 600), like the auth secret, so subscriptions made against the
 * public key keep working across restarts. The file is created exclusively ('wx'): two processes starting at
 * once both end up with whichever pair was written first. Loaded once per config.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const known = loaded.get(config);
  if (known) return known;
  const pair = config.push.vapid ?? keysFromDataDir(config.dataDir);
  const keys = { ...pair, subject: config.push.subject };
  loaded.set(config, keys);
  return keys;
}

function keysFromDataDir(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, FILE_NAME);
  if (fs.existsSync(file)) return readKeyFile(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process starting at the same moment wrote its pair first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKeyFile(file);
}
