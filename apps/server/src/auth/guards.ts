import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasAnyRole, type Role } from '@mfi/contract/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthUser } from './auth-user';

// Who you are comes before what you sent (issue 11): the token is read (plugins/auth.ts) and the
// route's guard runs in the onRequest stage, before Fastify reads, parses and validates the body. A
// caller without a token gets 401 and one without the role 403, whatever the body; only then do field
// errors answer.

const GUARD = Symbol('auth guard');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [GUARD]: { roles: Role[] } };

const guard = (roles: Role[], check: (request: FastifyRequest) => void): Guard =>
  Object.assign(async (request: FastifyRequest, _reply: FastifyReply) => check(request), { [GUARD]: { roles } });

const guardsIn = (hooks: unknown): Guard[] =>
  [hooks].flat().filter((hook): hook is Guard => typeof hook === 'function' && GUARD in hook);

/**
 * At start-up (an `onRoute` hook): a guard anywhere but onRequest would run after the body's
 * validation, so such a route is refused; a guarded route's OpenAPI operation says who may call it
 * (`x-auth`: a token, and `x-roles`: any one of these roles, which an admin always holds).
 */
export function checkGuards(route: RouteOptions) {
  for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
    if (guardsIn(route[stage]).length)
      throw new Error(`${route.method} ${route.url}: auth guards go in onRequest, not ${stage}`);
  }
  const guards = guardsIn(route.onRequest);
  if (!guards.length || !route.schema) return;
  const roles = guards.flatMap((g) => g[GUARD].roles);
  Object.assign(route.schema, { 'x-auth': 'token', ...(roles.length ? { 'x-roles': roles } : {}) });
}

/** onSend: no cache (browser, proxy) may keep this answer. */
export function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
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
