export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'teachloop-theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

/** The stored choice; 'system' when none is stored or storage is blocked (private mode, disabled cookies). */
export function readTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** styles/index.css follows the OS unless <html> carries 'light' or 'dark', so 'system' means no class. */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  if (choice !== 'system') root.classList.add(choice);
}

export function setTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be blocked; the choice then lasts for this page view only, which is still useful.
  }
}

/** Called once at startup. The CSP forbids an inline script in index.html, so this is as early as it can run. */
export function initTheme(): void {
  applyTheme(readTheme());
}
