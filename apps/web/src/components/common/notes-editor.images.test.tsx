import { IMAGE_MESSAGES } from '@teachloop/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, holdResponses, http, json, server } from '../../test/msw-server';
import { IMAGE_DESCRIPTION_TEXTS } from './image-description';
import { NotesEditor } from './notes-editor';

// A 1×1 PNG: the bytes the server would check.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);
const png = (name = 'diagram.png') => new File([PNG], name, { type: 'image/png' });

function renderEditor(initialNotes = '') {
  render(
    <NotesEditor
      label="Notes"
      initialNotes={initialNotes}
      save={vi.fn(() => Promise.resolve())}
      complete={() => Promise.resolve()}
    />,
  );
  return { user: userEvent.setup(), notes: screen.getByLabelText<HTMLTextAreaElement>('Notes') };
}

/** The upload endpoint, answering with an image id; records what it was sent. */
function acceptUploads() {
  const sent: { type: string | null; bytes: number }[] = [];
  server.use(
    http.post('/api/images', async ({ request }) => {
      sent.push({
        type: request.headers.get('content-type'),
        bytes: (await request.arrayBuffer()).byteLength,
      });
      return json({ id: 'img1', url: '/api/images/img1' }, 201);
    }),
  );
  return sent;
}

describe('NotesEditor images', () => {
  it('uploads a pasted image as raw bytes and puts it at the cursor on a line of its own', async () => {
    const sent = acceptUploads();
    const { notes } = renderEditor('Before after');
    notes.focus();
    notes.setSelectionRange(7, 7);
    // Browsers name a pasted picture 'image.png', which describes nothing.
    fireEvent.paste(notes, { clipboardData: { files: [png('image.png')] } });

    await vi.waitFor(() => expect(notes).toHaveValue('Before\n\n![Pasted image](/api/images/img1)\n\nafter'));
    expect(sent).toEqual([{ type: 'application/octet-stream', bytes: PNG.byteLength }]);
  });

  it('adds only the line breaks a pasted image needs to stand alone', async () => {
    acceptUploads();
    const { notes } = renderEditor('Intro\n\nOutro');
    notes.focus();
    notes.setSelectionRange(5, 5);
    fireEvent.paste(notes, { clipboardData: { files: [new File([PNG], '', { type: 'image/png' })] } });
    await vi.waitFor(() => expect(notes).toHaveValue('Intro\n\n![Pasted image](/api/images/img1)\n\nOutro'));

    // At the very end of the text: a blank line before it, nothing after.
    notes.setSelectionRange(notes.value.length, notes.value.length);
    fireEvent.paste(notes, { clipboardData: { files: [png('image.png')] } });
    await vi.waitFor(() => expect(notes.value).toMatch(/Outro\n\n!\[Pasted image\]\(\/api\/images\/img1\)$/));
  });

  it('uploads a dropped image, its file name as its alt text', async () => {
    acceptUploads();
    const { notes } = renderEditor();
    fireEvent.drop(notes, { dataTransfer: { files: [png()] } });
    await vi.waitFor(() => expect(notes).toHaveValue('![diagram](/api/images/img1)'));
  });

  it('asks for a description and puts it in the alt text', async () => {
    acceptUploads();
    const { user, notes } = renderEditor('Sales:');
    notes.setSelectionRange(6, 6);
    fireEvent.drop(notes, { dataTransfer: { files: [png('bar_chart-2024.final.png')] } });
    await vi.waitFor(() => expect(notes).toHaveValue('Sales:\n\n![bar chart 2024 final](/api/images/img1)'));

    const description = await screen.findByRole('textbox', { name: IMAGE_DESCRIPTION_TEXTS.label });
    expect(description).toHaveAccessibleDescription(IMAGE_DESCRIPTION_TEXTS.hint('bar chart 2024 final'));
    await user.type(description, 'Monthly sales [[2024] rising{Enter}');
    expect(notes).toHaveValue('Sales:\n\n![Monthly sales 2024 rising](/api/images/img1)');
    expect(screen.queryByRole('textbox', { name: IMAGE_DESCRIPTION_TEXTS.label })).not.toBeInTheDocument();
    expect(notes).toHaveFocus();
  });

  it('keeps the file name when the description is skipped, and the text typed meanwhile', async () => {
    acceptUploads();
    const { user, notes } = renderEditor();
    fireEvent.drop(notes, { dataTransfer: { files: [png('tree.png')] } });
    await vi.waitFor(() => expect(notes).toHaveValue('![tree](/api/images/img1)'));
    await user.type(notes, ' A tree.');
    await user.click(await screen.findByRole('button', { name: IMAGE_DESCRIPTION_TEXTS.dismiss }));
    expect(notes).toHaveValue('![tree](/api/images/img1) A tree.');
    expect(screen.queryByRole('textbox', { name: IMAGE_DESCRIPTION_TEXTS.label })).not.toBeInTheDocument();
  });

  it('uploads an image picked with Add image, saying it is uploading meanwhile', async () => {
    const held = holdResponses();
    server.use(http.post('/api/images', held.handler));
    const { user, notes } = renderEditor('See: ');
    notes.setSelectionRange(5, 5);
    await user.click(screen.getByRole('button', { name: IMAGE_MESSAGES.addImage }));
    await user.upload(screen.getByLabelText(IMAGE_MESSAGES.addImage), png());

    await held.received;
    expect(screen.getByRole('status')).toHaveTextContent(IMAGE_MESSAGES.uploading);
    expect(screen.getByRole('button', { name: IMAGE_MESSAGES.addImage })).toBeDisabled();
    held.release(json({ id: 'img2', url: '/api/images/img2' }, 201));
    await vi.waitFor(() => expect(notes).toHaveValue('See:\n\n![diagram](/api/images/img2)'));
    expect(screen.queryByText(IMAGE_MESSAGES.uploading)).not.toBeInTheDocument();
  });

  it('refuses a file too big or of another type at once, without uploading it', async () => {
    const sent = acceptUploads();
    const { notes } = renderEditor('Text');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.paste(notes, { clipboardData: { files: [svg] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.wrongType);

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.drop(notes, { dataTransfer: { files: [big] } });
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.tooLarge));
    expect(sent).toEqual([]);
    expect(notes).toHaveValue('Text');
  });

  it('shows the server’s reason when it refuses the bytes', async () => {
    server.use(http.post('/api/images', () => apiError(400, 'invalid_argument', IMAGE_MESSAGES.wrongType)));
    const { notes } = renderEditor();
    fireEvent.paste(notes, { clipboardData: { files: [png('renamed.png')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.wrongType);
    expect(notes).toHaveValue('');
  });

  it('leaves a paste of plain text to the textarea', () => {
    const sent = acceptUploads();
    const { notes } = renderEditor();
    const event = fireEvent.paste(notes, { clipboardData: { files: [], getData: () => 'hello' } });
    expect(event).toBe(true);
    expect(sent).toEqual([]);
  });
});
