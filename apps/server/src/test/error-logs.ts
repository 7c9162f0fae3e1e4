import { vi } from 'vitest';

/** A test app's log stream: error-level lines reach console.error, where test/setup.ts catches them. */
export const testLogStream = { write: (line: string) => console.error(line) };

/**
 * The error lines logged so far in this test, parsed where they are JSON (the app's pino lines), and cleared:
 * how a test declares the error logs it expects. Anything logged later still fails the test.
 */
export function takeErrorLogs(): unknown[] {
  const spy = vi.mocked(console.error);
  const lines = spy.mock.calls.map((args) => (args.length === 1 ? parseLine(args[0]) : args));
  spy.mockClear();
  return lines;
}

function parseLine(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
