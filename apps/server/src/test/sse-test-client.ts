export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface TestStream {
  status: number;
  headers: Headers;
  /** The first frame that matches, taken out of the ones received so far or waited for up to `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Frames received and not yet taken by next(). */
  pending(): Frame[];
  close(): void;
}

function parse(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) frame[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return frame;
}

/** A Server-Sent Events client over Node's fetch, reading the raw stream the way a browser would parse it. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: Frame[] = [];

  async function next(match: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0]!;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('No matching event arrived in time');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('No matching event arrived in time')), remaining);
      });
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('The stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      frames.push(...blocks.map(parse));
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    next,
    pending: () => [...frames],
    close: () => controller.abort(),
  };
}

export const isChange = (type: string) => (frame: Frame) =>
  frame.event === 'change' &&
  frame.data !== undefined &&
  (JSON.parse(frame.data) as { type?: string }).type === type;
