import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';

export function registerHealthRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability (no API key needed)',
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('degraded'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const up = await ctx.database.ping();
      const database = `${ctx.database.kind}:${up ? 'up' : 'down'}`;
      return up
        ? { status: 'ok' as const, database }
        : reply.status(503).send({ status: 'degraded' as const, database });
    },
  );
}
