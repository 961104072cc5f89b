import type { FastifyInstance } from 'fastify';

/** How often, while the app closes, the keep-alive connections that have fallen idle are closed. */
const SWEEP_MS = 100;

/**
 * `app.close()` (SIGTERM, main.ts) stops listening and closes the keep-alive connections idle at that moment,
 * then waits until every connection has ended. A connection busy with a request then stays open after its
 * answer, idle, until its client or the keep-alive timeout (72 s) ends it, and the shutdown waited that long:
 * while the app closes, the connections that fall idle are closed as they do. A request in flight is never
 * cut: only connections with no request under way are closed.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS).unref();
    done();
  });
  // Runs after Fastify's own close of the server (its hook was added last, and onClose hooks run last first).
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}
