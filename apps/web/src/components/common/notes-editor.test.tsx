import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NotesEditor } from './notes-editor';
import { preloadRichText } from './rich-text';

// The renderer's chunk, loaded before the tests as the page tests do (test/render-page.tsx).
beforeAll(async () => {
  await preloadRichText();
});

function renderEditor(initialNotes: string) {
  const save = vi.fn(() => Promise.resolve());
  render(
    <NotesEditor label="Notes" initialNotes={initialNotes} save={save} complete={() => Promise.resolve()} />,
  );
  const notes = screen.getByLabelText<HTMLTextAreaElement>('Notes');
  return { user: userEvent.setup(), notes, save };
}

function select(textarea: HTMLTextAreaElement, text: string) {
  const start = textarea.value.indexOf(text);
  textarea.focus();
  textarea.setSelectionRange(start, start + text.length);
}

const selected = (textarea: HTMLTextAreaElement) =>
  textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);

describe('NotesEditor', () => {
  it('previews the Markdown as it will read, then goes back to writing it', async () => {
    const { user } = renderEditor(
      '## Base case\n\n| n | n! |\n|---|---|\n| 3 | 6 |\n\nSo $n! = n \\cdot (n-1)!$',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));

    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Base case' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('n!');
    expect(preview.querySelector('math')).not.toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByLabelText('Notes')).toHaveValue(
      '## Base case\n\n| n | n! |\n|---|---|\n| 3 | 6 |\n\nSo $n! = n \\cdot (n-1)!$',
    );
  });

  it('switches tabs from the keyboard', async () => {
    const { user } = renderEditor('*Halve* it');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveFocus();
    expect(screen.getByText('Halve').tagName).toBe('EM');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('Notes')).toBeInTheDocument();
  });

  it('says when there is nothing to preview', async () => {
    const { user } = renderEditor('  ');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
  });

  it('wraps the selection in bold, italic and code, and unwraps it when pressed again', async () => {
    const { user, notes } = renderEditor('Split the list in half');
    select(notes, 'half');
    await user.keyboard('{Control>}b{/Control}');
    expect(notes).toHaveValue('Split the list in **half**');
    expect(selected(notes)).toBe('half');

    await user.keyboard('{Control>}b{/Control}');
    expect(notes).toHaveValue('Split the list in half');
    expect(selected(notes)).toBe('half');

    select(notes, 'list');
    await user.keyboard('{Meta>}i{/Meta}');
    expect(notes).toHaveValue('Split the _list_ in half');

    select(notes, 'Split');
    await user.keyboard('{Control>}e{/Control}');
    expect(notes).toHaveValue('`Split` the _list_ in half');
    expect(selected(notes)).toBe('Split');
  });

  it('makes the selection a link and selects the url to type over; with nothing selected, a placeholder', async () => {
    const { user, notes, save } = renderEditor('See MDN');
    select(notes, 'MDN');
    await user.keyboard('{Control>}k{/Control}');
    expect(notes).toHaveValue('See [MDN](url)');
    expect(selected(notes)).toBe('url');
    await user.keyboard('https://developer.mozilla.org');
    expect(notes).toHaveValue('See [MDN](https://developer.mozilla.org)');

    notes.setSelectionRange(0, 0);
    await user.keyboard('{Control>}b{/Control}');
    expect(notes).toHaveValue('**bold text**See [MDN](https://developer.mozilla.org)');
    expect(selected(notes)).toBe('bold text');

    // What the shortcuts wrote is what is saved.
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(save).toHaveBeenCalledWith('**bold text**See [MDN](https://developer.mozilla.org)');
  });

  it('leaves other keys with Ctrl alone', async () => {
    const { user, notes } = renderEditor('abc');
    select(notes, 'b');
    await user.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    expect(notes).toHaveValue('abc');
  });
});
