import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from './theme';

// public/theme-init.js runs before the bundle; it must read the same key and set the same classes as theme.ts.
const script = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/theme-init.js'), 'utf8');

function runThemeScript() {
  vm.runInNewContext(script, { window, document });
}

afterEach(() => {
  document.documentElement.className = '';
  window.localStorage.clear();
});

describe('the theme script in index.html', () => {
  it.each(['light', 'dark'] as const)('paints a stored %s choice before the app starts', (choice) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    runThemeScript();
    expect(document.documentElement.classList.contains(choice)).toBe(true);
  });

  it('leaves the page to the system theme when nothing or something unknown is stored', () => {
    runThemeScript();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    runThemeScript();
    expect(document.documentElement.className).toBe('');
  });
});
