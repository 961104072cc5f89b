import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { type Aggregate, type CacheHolder, trackAfterWrites, type WriteTarget } from '../after-write/after-write';
import { afterEveryMemberWrite } from '../after-write/every-write';

// Every write goes through its aggregate's after-write (after-write/after-write.ts, issue 13):
// - at start-up, a POST/PUT/PATCH/DELETE route that does not declare `config.writes` is refused, and a
//   declared one's OpenAPI operation says what it writes (`x-writes`);
// - with `enforce` (NODE_ENV=test: the server tests and e2e), each write's handler runs with a record of
//   the after-writes it called, and a 2xx answer whose declared aggregate's after-write did not run
//   (or, for 'none', that ran one) becomes a 500 naming the route. Production only pays the start-up check;
// - after a signed-in member's successful write, the effects every such write has (after-write/every-write.ts).

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const isWrite = (route: RouteOptions) => [route.method].flat().some((m) => WRITE_METHODS.includes(m));

/** What is wrong with a write's after-writes, or null: `called` are the aggregates whose after-write ran. */
export function afterWriteProblem(writes: WriteTarget | undefined, called: Set<Aggregate>): string | null {
  if (writes === 'none') return called.size ? `declares 'none' but ran ${[...called].join(', ')}'s after-write` : null;
  if (!writes || called.has(writes)) return null;
  const others = called.size ? ` (ran ${[...called].join(', ')}'s instead)` : '';
  return `declares '${writes}' but did not call ${writes}AfterWrite${others}`;
}

export function registerAfterWrites(app: FastifyInstance, ctx: CacheHolder, { enforce }: { enforce: boolean }) {
  const calls = enforce ? trackAfterWrites() : null;
  const recorded = new WeakMap<FastifyRequest, Set<Aggregate>>();

  const afterMemberWrite: onSendHookHandler = (request, reply, payload, done) => {
    const writer = request.user?.id;
    if (writer !== undefined && reply.statusCode >= 200 && reply.statusCode < 300) {
      for (const effect of afterEveryMemberWrite) effect(ctx, writer);
    }
    done(null, payload);
  };

  app.addHook('onRoute', (route) => {
    if (!isWrite(route)) return;
    const writes = route.config?.writes;
    if (!writes) {
      throw new Error(
        `${String(route.method)} ${route.url}: a write route declares what it writes, config: { writes: '<aggregate>' | 'none' } (after-write/)`,
      );
    }
    if (route.schema) Object.assign(route.schema, { 'x-writes': writes });
    route.onSend = [route.onSend ?? []].flat().concat(afterMemberWrite);
    if (!calls) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const called = new Set<Aggregate>();
      recorded.set(request, called);
      return calls.run(called, () => handler.call(this, request, reply));
    };
  });

  if (!calls) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const called = recorded.get(request);
    if (!called || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const problem = afterWriteProblem(request.routeOptions.config.writes, called);
    if (!problem) return payload;
    const detail = `${request.method} ${request.routeOptions.url}: ${problem} (after-write/)`;
    console.error(detail);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ detail });
  });
}
