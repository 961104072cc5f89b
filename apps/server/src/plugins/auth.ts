import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';

export type AuthUser = {
  id: number;
  username: string;
  slug: string;
  contributer: boolean;
  main_contributer: boolean;
  publisher: boolean;
  critic: boolean;
  admin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    authToken: string | null;
  }
}

export type Authenticate = (token: string) => Promise<AuthUser | null>;

/**
 * Reads `Authorization: Token <token>` on every API call. A token that is sent but unknown is a 401
 * `{"detail": "Invalid token."}` on any call, as the original server answered; the client then
 * clears its session.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const match = /^Token\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('invalidToken');
    const user = await authenticate(match[1]);
    if (!user) throw unauthorized('invalidToken');
    request.user = user;
    request.authToken = match[1];
  });
}

/** preHandler: the caller must be signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

/** preHandler: the caller must hold at least one of the roles. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw unauthorized();
    if (!roles.some((role) => request.user![role])) throw forbidden();
  };
}

/** The signed-in user, for routes behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
