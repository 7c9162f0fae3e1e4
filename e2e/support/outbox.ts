import fs from 'node:fs/promises';
import path from 'node:path';

/** The data directories of servers started by a test (fresh-server.ts), by origin; others use E2E_DATA_DIR. */
const dataDirs = new Map<string, string>();

export function rememberDataDir(origin: string, dataDir: string): void {
  dataDirs.set(origin, dataDir);
}

/** Where the server at `origin` keeps its data (its outbox among it). */
export function dataDirOf(origin: string): string {
  return dataDirs.get(origin) ?? process.env.E2E_DATA_DIR!;
}

function parsedOrNull(text: string): { to: string; subject: string; link: string } | null {
  try {
    return JSON.parse(text) as { to: string; subject: string; link: string };
  } catch {
    return null;
  }
}

/**
 * The link of the newest mail to `email` whose subject matches, from the server's dev outbox (the e2e server runs
 * without SMTP_URL, so mail lands under DATA_DIR/outbox). Waits up to five seconds for it to arrive.
 */
export async function mailedLink(
  email: string,
  subject: RegExp,
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await fs.readdir(outbox).catch(() => [])).sort().reverse();
    for (const file of files) {
      // A mail the server is still writing reads as cut-off JSON: skip it this time round, read it on the next.
      const mail = parsedOrNull(await fs.readFile(path.join(outbox, file), 'utf8'));
      if (mail && mail.to === email && subject.test(mail.subject)) return mail.link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject.source}" for ${email}`);
}
