import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../lib/errors';
import type { AuthUser } from '../auth/auth-user';
import { checkGuards, noStore } from '../auth/guards';

export type Authenticate = (token: string) => Promise<AuthUser | null>;

/**
 * Reads `Authorization: Token <token>` on every API call. A token that is sent but unknown is a 401
 * `{"detail": "Invalid token."}` on any call, as the original server answered; the client then
 * clears its session. The route guards themselves live in `auth/guards.ts`, which modules import.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);
  app.addHook('onRoute', checkGuards);
  // Callback style: a guest's call (no header) passes without a promise made for it.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    // A metrics reader's Authorization is the metrics token (plugins/metrics), not a session's.
    if (!header || request.readsMetrics || !request.url.startsWith('/api/')) return done();
    const match = /^Token\s+(\S+)$/i.exec(header);
    if (!match) return done(unauthorized('invalidToken'));
    authenticate(match[1]).then((user) => {
      if (!user) return done(unauthorized('invalidToken'));
      request.user = user;
      request.authToken = match[1];
      done();
    }, done);
  });
  // An answer to a signed-in call may hold the member's own data (a profile, their grade, their
  // sessions): no shared or browser cache may keep it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.authToken === null) return done(null, payload);
    noStore(request, reply, payload, done);
  });
}
