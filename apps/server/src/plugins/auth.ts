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
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const match = /^Token\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('invalidToken');
    const user = await authenticate(match[1]);
    if (!user) throw unauthorized('invalidToken');
    request.user = user;
    request.authToken = match[1];
  });
  // An answer to a signed-in call may hold the member's own data (a profile, their grade, their
  // sessions): no shared or browser cache may keep it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.authToken === null) return done(null, payload);
    noStore(request, reply, payload, done);
  });
}
