import { afterAll, afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/*
 * A console.error in a server test is a defect (an unhandled failure, an error-level log: test apps send their
 * error lines there, see build-test-app.ts) even when the assertions pass, so it fails the test. A test that
 * expects one says so with takeErrorLogs() from ./error-logs, which also asserts on what was logged.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // Held, not printed: an expected error stays quiet, and an unexpected one is printed by the failure below.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});

// `npm run test:quick` runs a worker's files in one module graph (vitest.config.ts): a file's fake clock or
// stubbed environment ends with the file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
