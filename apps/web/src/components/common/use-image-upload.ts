import { IMAGE_MESSAGES } from '@teachloop/shared';
import { useState } from 'react';
import type { ImageSource } from '../../lib/image-alt';
import { once } from '../../lib/lazy-component';

/** The code that checks, uploads, names and places an image: fetched when a file is given, not with the page. */
const loadImageCode = once(() => import('./image-insert'));
export type ImageCode = Awaited<ReturnType<typeof loadImageCode>>;

/** An image just put into the text: its url, and the alt text it got until its writer describes it. */
export interface AddedImage {
  url: string;
  alt: string;
}

export type ImageUploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; text: string };

/**
 * Uploading an image into a Markdown text: a quick check of the file here, the upload, then `insert` gets the
 * Markdown that embeds it, with the file's name (or 'Pasted image') as its alt text until it is described.
 * One upload at a time; the state says what is happening or what went wrong.
 */
export function useImageUpload(insert: (code: ImageCode, markdown: string, image: AddedImage) => void) {
  const [state, setState] = useState<ImageUploadState>({ kind: 'idle' });

  async function upload(file: File, source: ImageSource) {
    let code: ImageCode | undefined;
    try {
      code = await loadImageCode();
      const problem = code.imageFileProblem(file);
      if (problem) {
        setState({ kind: 'error', text: problem });
        return;
      }
      setState({ kind: 'uploading' });
      const { url } = await code.uploadImage(file);
      const alt = code.imageAltFromFile(file, source);
      insert(code, code.imageMarkdown(url, alt), { url, alt });
      setState({ kind: 'idle' });
    } catch (error) {
      // Offline before the code arrived: the generic failure, as for an upload that failed.
      setState({ kind: 'error', text: code ? code.uploadErrorText(error) : IMAGE_MESSAGES.uploadFailed });
    }
  }

  return { state, upload, uploading: state.kind === 'uploading' };
}
