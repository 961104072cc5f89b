import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasAnyRole, type Role } from '@mfi/contract/roles';
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

// Who you are comes before what you sent (issue 11): the token is read and the route's guard runs in
// the onRequest stage, before Fastify reads, parses and validates the body. A caller without a token
// gets 401 and one without the role 403, whatever the body; only then do field errors answer.

const GUARD = Symbol('auth guard');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [GUARD]: { roles: Role[] } };

const guard = (roles: Role[], check: (request: FastifyRequest) => void): Guard =>
  Object.assign(async (request: FastifyRequest, _reply: FastifyReply) => check(request), { [GUARD]: { roles } });

const guardsIn = (hooks: unknown): Guard[] =>
  [hooks].flat().filter((hook): hook is Guard => typeof hook === 'function' && GUARD in hook);

/**
 * At start-up: a guard anywhere but onRequest would run after the body's validation, so such a route
 * is refused; a guarded route's OpenAPI operation says who may call it (`x-auth`: a token, and
 * `x-roles`: any one of these roles, which an admin always holds).
 */
function checkGuards(route: RouteOptions) {
  for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
    if (guardsIn(route[stage]).length) throw new Error(`${route.method} ${route.url}: auth guards go in onRequest, not ${stage}`);
  }
  const guards = guardsIn(route.onRequest);
  if (!guards.length || !route.schema) return;
  const roles = guards.flatMap((g) => g[GUARD].roles);
  Object.assign(route.schema, { 'x-auth': 'token', ...(roles.length ? { 'x-roles': roles } : {}) });
}

/**
 * Reads `Authorization: Token <token>` on every API call. A token that is sent but unknown is a 401
 * `{"detail": "Invalid token."}` on any call, as the original server answered; the client then
 * clears its session.
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

/** onSend: no cache (browser, proxy) may keep this answer. */
export function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  reply.header('cache-control', 'no-store');
  done(null, payload);
}

/** Route `onRequest`: the caller must be signed in. */
export const requireUser = guard([], (request) => {
  if (!request.user) throw unauthorized();
});

/** Route `onRequest`: the caller must hold at least one of the roles (an admin holds every power role). */
export function requireRole(...roles: Role[]) {
  return guard(roles, (request) => {
    if (!request.user) throw unauthorized();
    if (!hasAnyRole(request.user, roles)) throw forbidden();
  });
}

/** The signed-in user, for routes behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
