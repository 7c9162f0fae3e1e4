import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, made cheap: nothing on arrival, and on completion one info line with the
 * method, path, status and time, instead of two lines serialising the whole request and reply. The query
 * string is left out, since it can carry what the log should not keep (tokens, search terms)..
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply, {});
      return;
    }
    const queryAt = request.url.indexOf('?');
    reply.log.info(
      {
        method: request.method,
        path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}
