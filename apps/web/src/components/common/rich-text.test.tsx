import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';

type ActEnvironment = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('RichText before its renderer has loaded', () => {
  // Rendered as the browser does, outside act(), so the first paint can be seen before the renderer's chunk.
  beforeEach(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows the text as written, then the rendered Markdown', async () => {
    const source = '## Recursion\n\nA function that **calls itself**.\n\n- [x] base case';
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(<RichText source={source} />));

    // The first paint: the plain text, line breaks kept, while the renderer's chunk loads.
    expect(container.firstElementChild).toHaveClass('whitespace-pre-wrap');
    expect(container.firstElementChild!.textContent).toBe(source);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 2, name: 'Recursion' })).toBeInTheDocument();
    expect(screen.getByText('calls itself').tagName).toBe('STRONG');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(container.firstElementChild).toHaveClass('rich-text');
    root.unmount();
    container.remove();
    // React's development build says this whenever a lazyComponent that suspended renders its arrived code
    // directly (lib/lazy-component.ts reads it without use()); the test accepts that one message and no other.
    const messages = vi.mocked(console.error).mock.calls.map(([error]) => String(error));
    expect(messages.every((message) => message.includes('did not call use() when it finished'))).toBe(true);
    vi.mocked(console.error).mockClear();
  });
});

describe('RichText', () => {
  it('renders nothing that runs from a hostile text', async () => {
    const { container } = render(
      <RichText source={'# Hi\n\n<img src=x onerror="alert(1)"> [a](javascript:alert(1))'} />,
    );
    await screen.findByRole('heading', { name: 'Hi' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('[a](javascript:alert(1))');
  });
});

describe('RichText with an author’s classes', () => {
  it('shows a would-be full-window overlay as plain text in the flow, not styled by the app’s classes', async () => {
    const source =
      'My explanation.\n\n<div class="fixed inset-0 z-50 bg-bg" style="position:fixed" id="expired">' +
      'Your session expired <a href="https://evil.example/login" class="btn">Log in again</a></div>\n\n' +
      '```python\ndef f(): pass\n```';
    const { container } = render(<RichText source={source} />);
    const link = await screen.findByRole('link', { name: 'Log in again' });
    const overlay = link.closest('div')!;
    expect(overlay).not.toBe(container.firstElementChild);
    expect(overlay.attributes).toHaveLength(0);
    expect(link).not.toHaveAttribute('class');
    expect(container.querySelectorAll('[style], [id]')).toHaveLength(0);
    // The only classes are the rendered block's own and the highlighter's.
    const classes = [...container.querySelectorAll('[class]')].map((element) =>
      element.getAttribute('class'),
    );
    expect(classes.slice(0, 3)).toEqual(['rich-text', 'language-python', 'hljs-keyword']);
    expect(classes.every((name) => /^(rich-text|language-python|hljs-[\w-]+( [\w-]+)*)$/.test(name!))).toBe(
      true,
    );
  });
});
