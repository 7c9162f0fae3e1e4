import http from 'node:http';

/** One open GET /api/events stream that notes when the next change of a given type arrives. */
export interface EventStream {
  /** performance.now() when the first matching change arrived since the last `expect`, or undefined. */
  arrivedAt: number | undefined;
  expect(): void;
  close(): void;
}

/**
 * A Server-Sent Events client on a plain socket of its own (as a browser tab holds one per EventSource): far
 * lighter than fetch when thousands are open. A frame is matched in the chunk it arrives in: the server writes
 * each frame whole.
 */
export function openEventStream(base: string, cookie: string, type: string): Promise<EventStream> {
  const marker = `"type":"${type}"`;
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, {
      headers: { cookie, accept: 'text/event-stream' },
      agent: false,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/events: HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      const stream: EventStream = {
        arrivedAt: undefined,
        expect: () => {
          stream.arrivedAt = undefined;
        },
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (stream.arrivedAt === undefined && chunk.includes('event: change') && chunk.includes(marker)) {
          stream.arrivedAt = performance.now();
        }
      });
      response.on('error', () => {});
      resolve(stream);
    });
  });
}
