import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The widths the spec's header breakpoint (768 px) is checked on: desktop and a small phone. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 800 } as const;

/** The public marketing pages and the headline (h1) each one shows. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Learn Better by Teaching Each Other' },
  { path: '/about', heading: 'About Teachloop' },
  { path: '/explore', heading: 'Explore' },
  { path: '/community', heading: 'Community' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/terms', heading: 'Terms' },
  { path: '/privacy', heading: 'Privacy' },
] as const;

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on `page` and fails on any serious or critical WCAG 2.1 A/AA violation: the `axe` fixture on the
 * test's own page, or called with the page of another signed-in user's context.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
    });
  expect(blocking, `axe-core: serious or critical violations on ${page.url()}`).toEqual([]);
}

type Fixtures = {
  /** Runs axe-core on the current page and fails on any serious or critical WCAG 2.1 A/AA violation. */
  axe: () => Promise<void>;
  /**
   * Declares one HTTP error response the test provokes on purpose (e.g. a 401 for a wrong password), so the
   * error guard below accepts exactly that status on that path, and still fails on any other.
   */
  expectHttpError: (status: number, path: string) => void;
  /** Declares a console error the test provokes on purpose; the guard below accepts the lines it matches. */
  expectConsoleError: (text: RegExp) => void;
};

/*
 * Every console error, uncaught error, failed request and HTTP error response fails the test. The one console
 * error skipped is Chromium's own 'Failed to load resource: …' line: it names neither the method nor, for
 * fetch() calls, the URL, and the 'response' and 'requestfailed' listeners below report the same failure
 * with both. Skipped requests: only those aborted because the page navigated away (net::ERR_ABORTED), which
 * is the browser cancelling work nobody will see, not a failure.
 */
const RESOURCE_LOAD_FAILURE = /^Failed to load resource: /;

const expectedErrors = new WeakMap<object, { status: number; path: string }[]>();
const expectedConsoleErrors = new WeakMap<object, RegExp[]>();

export const test = base.extend<Fixtures>({
  expectHttpError: async ({ page }, use) => {
    const expected: { status: number; path: string }[] = [];
    expectedErrors.set(page, expected);
    await use((status, path) => expected.push({ status, path }));
  },

  expectConsoleError: async ({ page }, use) => {
    const expected: RegExp[] = [];
    expectedConsoleErrors.set(page, expected);
    await use((text) => expected.push(text));
  },

  page: async ({ page }, use) => {
    const problems: string[] = [];
    const isExpected = (status: number, url: string) =>
      (expectedErrors.get(page) ?? []).some((e) => e.status === status && new URL(url).pathname === e.path);
    page.on('console', (message) => {
      if (message.type() !== 'error' || RESOURCE_LOAD_FAILURE.test(message.text())) return;
      if ((expectedConsoleErrors.get(page) ?? []).some((text) => text.test(message.text()))) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('response', (response) => {
      if (response.status() < 400 || isExpected(response.status(), response.url())) return;
      problems.push(`HTTP ${response.status()} for ${response.request().method()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'unknown';
      if (reason === 'net::ERR_ABORTED') return;
      problems.push(`request failed (${reason}): ${request.method()} ${request.url()}`);
    });

    await use(page);

    expect(problems, 'the page logged errors, threw, or had a failed request').toEqual([]);
  },

  axe: async ({ page }, use) => {
    await use(() => expectNoAxeViolations(page));
  },
});
