import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initTheme, THEME_STORAGE_KEY } from '../../lib/theme';
import { ThemeSwitch } from './theme-switch';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeSwitch', () => {
  it('starts on System and sets no theme class', () => {
    render(<ThemeSwitch />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement.className).toBe('');
  });

  it('applies and remembers a chosen theme, and returns to the OS setting on System', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.className).toBe('');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('restores the stored choice at startup', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    initTheme();
    expect(document.documentElement).toHaveClass('dark');
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    initTheme();
    expect(document.documentElement).not.toHaveClass('sepia');
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });
});
