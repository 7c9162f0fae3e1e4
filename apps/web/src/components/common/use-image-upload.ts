import { IMAGE_MESSAGES } from '@teachloop/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import {
  imageAltFromFile,
  imageFileProblem,
  imageMarkdown,
  uploadImage,
  type ImageSource,
} from '../../lib/image-upload';

/** An image just put into the text: its url, and the alt text it got until its writer describes it. */
export interface AddedImage {
  url: string;
  alt: string;
}

export type ImageUploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; text: string };

/** The server's reason when it refused the file itself (type, size), else the generic failure. */
function uploadErrorText(error: unknown): string {
  const refused = error instanceof ApiError && ['invalid_argument', 'payload_too_large'].includes(error.code);
  return refused ? error.message : IMAGE_MESSAGES.uploadFailed;
}

/**
 * Uploading an image into a Markdown text: a quick check of the file here, the upload, then `insert` gets the
 * Markdown that embeds it, with the file's name (or 'Pasted image') as its alt text until it is described.
 * One upload at a time; the state says what is happening or what went wrong.
 */
export function useImageUpload(insert: (markdown: string, image: AddedImage) => void) {
  const [state, setState] = useState<ImageUploadState>({ kind: 'idle' });

  async function upload(file: File, source: ImageSource) {
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ kind: 'error', text: problem });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const { url } = await uploadImage(file);
      const alt = imageAltFromFile(file, source);
      insert(imageMarkdown(url, alt), { url, alt });
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', text: uploadErrorText(error) });
    }
  }

  return { state, upload, uploading: state.kind === 'uploading' };
}
