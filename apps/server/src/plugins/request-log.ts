import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, made cheap: nothing on arrival, and on completion one info line with the
 * method, path, status and time, instead of two lines serialising the whole request and reply. The query
 * string is left out, since it can carry what the log should not keep (tokens, search terms), and so is the
 * reset token in a reset link's path..
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply, {});
      return;
    }
    reply.log.info(
      {
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}

/** Path segments that are credentials: the reset token Better Auth's reset link carries in its path. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?]+/;

/** The path of a URL as it may be logged: no query string, no token. */
function loggablePath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(SECRET_SEGMENT, '$1[redacted]');
}
