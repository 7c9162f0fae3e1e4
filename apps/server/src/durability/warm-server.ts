/**
 * The real server (../server.ts) started in two steps, so the crash test's restarts take the time a restart
 * takes rather than the time loading TypeScript modules takes on a busy machine: the server's modules load
 * while the previous process still runs; the database is opened and the port taken only once the file that
 * CRASH_TEST_GO names exists, i.e. after the previous process was killed and the data it left was checked.
 */
import fs from 'node:fs';
import '../app';
import '../db/migrate';
import '../features/auth/auth-tables.service';

const goFile = process.env.CRASH_TEST_GO;
if (!goFile) throw new Error('CRASH_TEST_GO must name the file whose appearance starts the server');
// A test runner that dies (or is stopped) before saying go must not leave this process waiting forever.
const parent = process.ppid;
const giveUpAt = Date.now() + 10 * 60_000;
while (!fs.existsSync(goFile)) {
  if (process.ppid !== parent || Date.now() > giveUpAt) process.exit(1);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await import('../server');
