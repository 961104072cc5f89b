import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mn } from '@mfi/contract/messages';

// Every /api call carries the fixed key (ARCHITECTURE section 3); health and the API docs are open.
const OPEN_PATHS = [/^\/api\/health\/?$/, /^\/api\/docs(\/|$)/];

export function registerApiKeyCheck(app: FastifyInstance, apiKey: string) {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!url.startsWith('/api/') || OPEN_PATHS.some((p) => p.test(url))) return;
    const given = Buffer.from(String(request.headers['x-api-key'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(403).send({ detail: mn('apiKeyInvalid') });
    }
  });
}
