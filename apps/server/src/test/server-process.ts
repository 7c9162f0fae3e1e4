import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request, with no shutdown hook run (a crash). */
  kill(): Promise<void>;
}

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../server.ts');

/**
 * The real server as its own operating-system process (`node --import tsx server.ts`), on a port the system
 * picks, with the environment given: what a deployment of several processes runs.
 */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
  entry = SERVER_ENTRY,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-process-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stop = () => end('SIGTERM');
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, stop, kill: () => end('SIGKILL') });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
