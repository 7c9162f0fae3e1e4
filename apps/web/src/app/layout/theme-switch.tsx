import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../components/ui/cn';
import { setTheme, themeStore, type ThemeChoice } from '../../lib/theme';

const OPTIONS: readonly { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/** A segmented control built on native radios, so arrow keys, labels and screen readers work unaided. */
export function ThemeSwitch() {
  const choice = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServer);

  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="sr-only">Theme</legend>
      <span aria-hidden className="text-sm text-muted">
        Theme
      </span>
      <div className="inline-flex rounded-lg border border-line bg-surface-2 p-0.5">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium sm:px-2.5',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
              choice === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => setTheme(value)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
