import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../test/server-process';

const WARM_ENTRY = path.resolve(import.meta.dirname, 'warm-server.ts');

export interface StandbyServer {
  /** Lets the standby open the database and listen; resolves once it does. */
  start(): Promise<ServerProcess>;
}

/** A server process that loads its code now and touches the database only when `start()` is called. */
export function standbyServer(env: Record<string, string>): StandbyServer {
  const goFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-go-')), 'go');
  // Loading may wait behind a whole crash round before it is told to go.
  const listening = startServerProcess({ ...env, CRASH_TEST_GO: goFile }, 120_000, WARM_ENTRY);
  // Held until start(): an early failure is reported there, not as an unhandled rejection.
  listening.catch(() => undefined);
  return {
    start() {
      fs.writeFileSync(goFile, '');
      return listening;
    },
  };
}
