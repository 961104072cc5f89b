import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mn } from '@mfi/contract/messages';

// Every /api call carries the fixed key (ARCHITECTURE section 3); health and the API docs are open, and the
// metrics to their readers (a Prometheus scraper has no API key), whom plugins/metrics marks before this check.
const OPEN_PATHS = [/^\/api\/health\/?$/, /^\/api\/docs(\/|$)/];

export function registerApiKeyCheck(app: FastifyInstance, apiKey: string) {
  const expected = Buffer.from(apiKey);
  // Callback style: the check is synchronous, and a hook that returns a promise costs one on every call.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url.split('?')[0];
    if (request.readsMetrics || !url.startsWith('/api/') || OPEN_PATHS.some((p) => p.test(url))) return done();
    const given = Buffer.from(String(request.headers['x-api-key'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.status(403).send({ detail: mn('apiKeyInvalid') }); // answered: the request goes no further
      return;
    }
    done();
  });
}
