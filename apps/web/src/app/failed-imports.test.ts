import { beforeAll, describe, expect, it } from 'vitest';
import { reloadsFor, watchFailedImports } from './failed-imports';

/** What Vite's preload helper does when an import fails: an event carrying the error, then the error thrown. */
function failImport(message = 'Failed to fetch dynamically imported module'): TypeError {
  const error = new TypeError(message);
  window.dispatchEvent(
    Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
  );
  return error;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const AT = 'https://teachloop.test/activity';

beforeAll(() => watchFailedImports());

describe('reloadsFor', () => {
  it('reloads for a failed import, and only for one', () => {
    const storage = memoryStorage();
    const env = { now: 1_000, online: true, storage: () => storage };
    expect(reloadsFor(failImport(), AT, env)).toBe(true);
    expect(reloadsFor(new TypeError('Failed to fetch dynamically imported module'), AT, env)).toBe(false);
    expect(reloadsFor(new Error('a page that throws while rendering'), AT, env)).toBe(false);
    expect(reloadsFor('not an error', AT, env)).toBe(false);
    expect(reloadsFor(undefined, AT, env)).toBe(false);
  });

  it('gives one error the same answer however often it is asked (a page rendered twice)', () => {
    const storage = memoryStorage();
    const error = failImport();
    expect(reloadsFor(error, AT, { now: 1_000, online: true, storage: () => storage })).toBe(true);
    expect(reloadsFor(error, AT, { now: 1_001, online: true, storage: () => storage })).toBe(true);
  });

  it('does not reload the same address twice within a minute, so a missing chunk ends on the error page', () => {
    const storage = memoryStorage();
    const at = (now: number) => ({ now, online: true, storage: () => storage });
    expect(reloadsFor(failImport(), AT, at(1_000))).toBe(true);
    expect(reloadsFor(failImport(), AT, at(50_000))).toBe(false);
    expect(reloadsFor(failImport(), `${AT}?type=review`, at(50_000))).toBe(true);
    expect(reloadsFor(failImport(), AT, at(61_001))).toBe(true);
  });

  it('does not reload while offline', () => {
    expect(reloadsFor(failImport(), AT, { online: false, storage: () => memoryStorage() })).toBe(false);
  });

  it('does not reload when it cannot record the reload (storage refused), and reads a bad record as none', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(reloadsFor(failImport(), AT, { online: true, storage: refused })).toBe(false);
    const full = { ...memoryStorage(), setItem: refused };
    expect(reloadsFor(failImport(), AT, { online: true, storage: () => full })).toBe(false);

    const garbled = memoryStorage();
    garbled.setItem('teachloop:reloaded-after-failed-import', '{not json');
    expect(reloadsFor(failImport(), AT, { online: true, storage: () => garbled })).toBe(true);
  });
});
