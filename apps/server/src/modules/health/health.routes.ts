import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { checkHealth } from './health.service';

const part = z.object({ ok: z.boolean(), ms: z.number() });
const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.string(),
  checks: z.object({
    database: part.extend({ kind: z.enum(['pglite', 'postgres']) }),
    redis: z.union([z.object({ configured: z.literal(false) }), part.extend({ configured: z.literal(true) })]),
    storage: part,
  }),
});

export function registerHealthRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness and each part apart: the database, Redis (when REDIS_URL is set) and the media storage (no API key needed); 503 while the database is down, degraded with 200 while Redis or the storage is',
        security: [],
        response: { 200: health, 503: health },
      },
    },
    async (_request, reply) => {
      const answer = await checkHealth(ctx);
      return reply.status(answer.checks.database.ok ? 200 : 503).send(answer);
    },
  );
}
