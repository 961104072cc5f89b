import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy or client may hand us: short, and nothing a log line or header could be bent by. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId: the caller's `x-request-id` when it is a sane token (a proxy's id, so one request is
 * one id across nginx's log and ours), else a new UUID. Fastify puts it on every log line of the request
 * (`reqId`); decision 031.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Every answer carries its request's id, so a 5xx a member reports can be found in the log. */
export function registerRequestIdHeader(app: FastifyInstance) {
  // On the raw response at the start: the error handler's, the not-found handler's and a hook's early
  // answer all keep it. Callback style, as the other per-request hooks (no promise made per call).
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
}
