import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { server } from './msw-server';

// jsdom lacks these layout and pointer APIs; Radix menus call them when opening and positioning.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// jsdom defines scrollTo but only to report 'Not implemented'; the layout's scroll restoration calls it.
window.scrollTo = () => {};

/*
 * A console.error in a component test is a defect (a React warning, an unhandled failure) even when the
 * assertions pass, so it fails the test. A test that expects one can call vi.mocked(console.error).mockClear().
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error.bind(console);
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => original(...args));
});

// The first render of a page loads its module (transformed, with the libraries it pulls in); on a busy
// two-core machine in CI that has taken over 3 s.
configure({ asyncUtilTimeout: 6_000 });

// Every request a test makes must be one it (or the shared defaults) expects: anything else fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
