export type ThemeChoice = 'system' | 'light' | 'dark';

const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'teachloop-theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

/** The stored choice; 'system' when none is stored or storage is blocked (private mode, disabled cookies). */
function readTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** styles/index.css follows the OS unless <html> carries 'light' or 'dark', so 'system' means no class. */
function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  if (choice !== 'system') root.classList.add(choice);
}

const listeners = new Set<() => void>();

export function setTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be blocked; the choice then lasts for this page view only, which is still useful.
  }
  for (const listener of listeners) listener();
}

/** The current choice, as a store for useSyncExternalStore (theme-switch.tsx). */
export const themeStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The class on <html> is the choice in force (initTheme applied the stored one; blocked storage holds none). */
  get: (): ThemeChoice => {
    const classes = document.documentElement.classList;
    return classes.contains('dark') ? 'dark' : classes.contains('light') ? 'light' : 'system';
  },
  /** What the prerendered HTML shows (no stored choice on the server); hydration starts from it. */
  getServer: (): ThemeChoice => 'system',
};

/** Called once at startup. The CSP forbids an inline script in index.html, so this is as early as it can run. */
export function initTheme(): void {
  applyTheme(readTheme());
}
