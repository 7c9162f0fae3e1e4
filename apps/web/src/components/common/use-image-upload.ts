import { IMAGE_MESSAGES } from '@teachloop/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { imageFileProblem, imageMarkdown, uploadImage } from '../../lib/image-upload';

export type ImageUploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; text: string };

/** The server's reason when it refused the file itself (type, size), else the generic failure. */
function uploadErrorText(error: unknown): string {
  const refused = error instanceof ApiError && ['invalid_argument', 'payload_too_large'].includes(error.code);
  return refused ? error.message : IMAGE_MESSAGES.uploadFailed;
}

/**
 * Uploading an image into a Markdown text: a quick check of the file here, the upload, then `insert` gets the
 * Markdown that embeds it. One upload at a time; the state says what is happening or what went wrong.
 */
export function useImageUpload(insert: (markdown: string) => void) {
  const [state, setState] = useState<ImageUploadState>({ kind: 'idle' });

  async function upload(file: File) {
    const problem = imageFileProblem(file);
    if (problem) {
      setState({ kind: 'error', text: problem });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const { url } = await uploadImage(file);
      insert(imageMarkdown(url));
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', text: uploadErrorText(error) });
    }
  }

  return { state, upload, uploading: state.kind === 'uploading' };
}
